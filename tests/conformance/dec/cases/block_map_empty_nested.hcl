service {
  name = "web"
  listener "http" "80" {
    backend = "app"
  }
}
service {
  name = "batch"
}
