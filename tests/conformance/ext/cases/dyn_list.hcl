dynamic "item" {
  for_each = ["a", "b", "c"]
  content {
    key   = item.key
    value = item.value
  }
}
