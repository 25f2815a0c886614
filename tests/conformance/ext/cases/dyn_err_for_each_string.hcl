dynamic "item" {
  for_each = "text"
  content {
    value = 1
  }
}
item {
  value = "static"
}
