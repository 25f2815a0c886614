before = 1
dynamic "item" {
  for_each = []
  content {
    value = item.value
  }
}
item {
  value = "static"
}
