dynamic "svc" {
  for_each = ["ok", null, "fine"]
  labels   = [svc.value]
  content {
    v = svc.key
  }
}
