dynamic "item" {
  for_each = ["a", "b"]
  iterator = it
  content {
    value = it.value
    key   = it.key
  }
}
