dynamic "host" {
  for_each = ["alpha", "beta"]
  labels   = ["${host.value}-${host.key}"]
  content {
    n = host.key
  }
}
