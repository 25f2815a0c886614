dynamic "item" {
  for_each = [1, nope]
  content {
    v = item.value
  }
}
