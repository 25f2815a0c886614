# service.hcl with mistakes; errors.cpp reports them all at once.
environment = "production"
log_level   = "verbose"

gateway {
  listen = "0.0.0.0:443"
}

service "http" "web" {
  image   = "registry.example.com/web:1.4.2"
  replica = 3
  ports   = [80, "https"]

  helth_check {
    path = "/healthz"
  }
}

service "tcp" "db" {
  ports = [5432]

  volume "data" {
    mount   = "/var/lib/postgresql"
    size_gb = 1.5
  }
  volume "data" {
    mount = "/mnt/backup"
  }
}
