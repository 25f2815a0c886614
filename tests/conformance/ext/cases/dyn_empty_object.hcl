dynamic "item" {
  for_each = {}
  content {
    value = item.value
  }
}
