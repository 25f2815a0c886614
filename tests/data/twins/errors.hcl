io_mode = "async"

service "http" "web" {
  listen_adr = "127.0.0.1:8080"
  weight     = 1.5
  ports      = [80, "https"]
  labels     = {}
  mode       = "active"
}
