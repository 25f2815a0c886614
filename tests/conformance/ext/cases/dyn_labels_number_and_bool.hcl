dynamic "entry" {
  for_each = [1.5, true, "s"]
  labels   = [entry.value, entry.key]
  content {
  }
}
