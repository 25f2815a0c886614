# One file, two readers: the HTTP server takes `listen` and the `route`
# blocks, the scheduler takes the `job` blocks. Neither knows the other's
# part of the schema.
listen = ":8080"

route "/api" {
  backend = "http://127.0.0.1:9000"
}

job "backup" {
  schedule = "0 3 * * *"
  command  = ["/usr/bin/backup", "--all"]
}

route "/static" {
  backend = "http://127.0.0.1:9001"
  cache   = true
}

job "rotate-logs" {
  schedule = "@daily"
  command  = ["/usr/sbin/logrotate", "/etc/logrotate.conf"]
}
