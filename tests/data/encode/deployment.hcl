project = "shop"
version = 2.5
tags    = ["prod", "eu-west"]

service "api" {
  image = "registry.example.com/api:1.4"
  args  = ["--listen", "0.0.0.0:8080"]
  env   = { GREETING = "Hello, $${USER}", LOG_LEVEL = "info" }

  limits {
    cpu       = 1.5
    memory_mb = 512
  }

  port "http" {
    number   = 8080
    protocol = "tcp"
    host     = "0.0.0.0"
  }

  port "metrics" {
    number   = 9100
    protocol = "udp"
  }

  check "exec" "alive" {
    command = ["true"]
  }

  check "http" "ready" {
    command  = ["curl", "-f", "localhost:8080/ready"]
    interval = 10
  }
}

service "worker" {
  image = "registry.example.com/worker:1.4"
  args  = []
  env   = {}

  check "exec" "alive" {
    command  = []
    interval = 30
  }
}
