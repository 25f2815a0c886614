dynamic "item" {
  for_each = setunion([10, 2], [33, 2.5])
  content {
    key   = item.key
    value = item.value
  }
}
