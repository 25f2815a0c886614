dynamic "item" {
  for_each = split(1)
  content {
    value = 1
  }
}
