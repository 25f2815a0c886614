dynamic "item" {
  for_each = [for n in [1, 2, 3] : n * 10 if n != 2]
  content {
    value = item.value
  }
}
