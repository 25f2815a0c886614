locals {
  name = "web"
}
locals {
  fqdn = "${local.name}.${domain}"
}
server {
  host = local.fqdn
  tags = [for t in tags : "${local.name}:${t}"]
}
