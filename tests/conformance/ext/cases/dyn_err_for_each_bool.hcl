dynamic "item" {
  for_each = true
  content {
    value = 1
  }
}
item {
  value = "static"
}
