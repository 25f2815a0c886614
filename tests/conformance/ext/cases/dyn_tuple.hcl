dynamic "item" {
  for_each = ["a", 2, true, null, [1]]
  content {
    key   = item.key
    value = item.value
  }
}
