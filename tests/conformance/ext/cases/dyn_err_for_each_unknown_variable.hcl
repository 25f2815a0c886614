dynamic "item" {
  for_each = itemz
  content {
    value = 1
  }
}
