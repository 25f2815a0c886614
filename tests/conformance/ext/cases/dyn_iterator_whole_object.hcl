dynamic "item" {
  for_each = {k = "v"}
  content {
    whole = item
  }
}
