name     = "${prefix}-api"
replicas = max(base, 2) * 2
tags     = [for t in tags : upper(t)]
greeting = "Hello, ${upper(user)}!"
port     = base_port + 1
sizes = {
  small = base
  large = base * 10
}
enabled = length(tags) > 1 ? true : false

endpoint "edge" {
  url = "https://${prefix}.example.com:${base_port}/"
}
