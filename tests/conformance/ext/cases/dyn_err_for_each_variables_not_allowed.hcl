dynamic "item" {
  for_each = items
  content {
    value = 1
  }
}
