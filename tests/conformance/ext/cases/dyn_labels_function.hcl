dynamic "entry" {
  for_each = ["Mixed", "CASE"]
  labels   = [lower(entry.value)]
  content {
    original = entry.value
  }
}
