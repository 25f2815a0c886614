dynamic "item" {
  for_each = 42
  content {
    value = 1
  }
}
item {
  value = "static"
}
