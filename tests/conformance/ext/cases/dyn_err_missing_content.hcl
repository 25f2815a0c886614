dynamic "item" {
  for_each = [1]
}
