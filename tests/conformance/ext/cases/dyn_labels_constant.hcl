dynamic "entry" {
  for_each = [1, 2]
  labels   = ["same"]
  content {
    k = entry.value
  }
}
