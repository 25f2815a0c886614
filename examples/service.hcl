# A small deployment: a gateway in front of two services.
environment = "production"
log_level   = "warn"

gateway {
  listen = "0.0.0.0:443"
  tls {
    certificate = "/etc/ssl/gateway.pem"
    key         = "/etc/ssl/gateway.key"
  }
}

service "http" "web" {
  image    = "registry.example.com/web:1.4.2"
  replicas = 3
  ports    = [80, 443]
  env = {
    MODE    = "production"
    WORKERS = 8 # a number where a string is wanted: converted
  }
  restart = "on_failure"

  health_check {
    path     = "/healthz"
    interval = 10
  }

  volume "cache" {
    mount = "/var/cache/web"
  }
  volume "static" {
    mount   = "/srv/static"
    size_gb = 2
  }
}

# Everything optional left out: replicas, env, restart, health_check take
# their defaults.
service "tcp" "db" {
  image = "postgres:15"
  ports = [5432]

  volume "data" {
    mount   = "/var/lib/postgresql"
    size_gb = 100
  }
}
