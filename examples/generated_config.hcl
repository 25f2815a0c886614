# The web shop's deployment (schema: generated_config.hcldec).
environment = "production"
namespace   = "shop"

service "web" {
  image           = "registry.example.com/web:2.1"
  replicas        = 3
  max-connections = 512
  env = {
    MODE = "production"
  }

  port {
    number = 80
  }
  port {
    number   = 443
    protocol = "tcp+tls"
  }

  health {
    path = "/healthz"
  }
}

service "db" {
  image = "registry.example.com/postgres:16"
  port {
    number = 5432
  }
}
