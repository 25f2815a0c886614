io_mode = "async"

service "http" "web" {
  listen_addr = "127.0.0.1:8080"
  enabled     = true
  weight      = 1.5
  ports       = [80, 443]
  labels = {
    owner = "team-a"
    tier  = "frontend"
  }
  mode = "active"

  process "main" {
    command = ["/usr/bin/web", "--port", "8080"]
    env = {
      LOG_LEVEL = "info"
    }
    limits {
      cpu       = 2
      memory_mb = 512
    }
  }
  process "sidecar" {
    command = ["/bin/proxy"]
    timeout = 5
  }

  volume "data" {
    mount = "/var/lib/web"
  }
  volume "logs" {
    mount     = "/var/log/web"
    read_only = true
  }

  rule {
    match = "/api/*"
  }
  rule {
    match    = "/*"
    priority = 10
  }
}

service "http" "api" {
  listen_addr = "127.0.0.1:9090"
  enabled     = false
  weight      = 0.25
  ports       = []
  labels      = {}
  mode        = "standby"
}

service "tcp" "db" {
  listen_addr = "127.0.0.1:5432"
  enabled     = true
  weight      = 3
  ports       = [5432]
  labels = {
    owner = "team-b"
  }
  mode = "active"

  process "postgres" {
    command = ["postgres", "-D", "/data"]
    timeout = 120
  }
}
