dynamic "item" {
  for_each = item
  content {
    value = item.value
  }
}
outside = item
