dynamic "entry" {
  for_each = ["p", "q"]
  iterator = e
  labels   = [e.value]
  content {
    k = e.key
  }
}
