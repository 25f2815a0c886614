dynamic "item" {
  for_each = null
  content {
    value = 1
  }
}
item {
  value = "static"
}
