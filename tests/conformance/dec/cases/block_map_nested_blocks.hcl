app "api" {
  image = "api:1"
  env {
    key   = "A"
    value = "1"
  }
  env {
    key   = "B"
    value = 2
  }
  health {
    path = "/ping"
  }
  volume "/data" {
    size = 10
  }
}
app "worker" {
  image = "worker:2"
}
