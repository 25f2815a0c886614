dynamic "item" {
  for_each = ["a"]
  content {
    value = item.value
  }
}
after = item.value
