dynamic "item" {
  for_each = ["a"]
  iterator = it
  content {
    value = item.value
  }
}
