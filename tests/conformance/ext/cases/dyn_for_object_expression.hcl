dynamic "item" {
  for_each = {for s in ["x", "yy"] : s => length(s)}
  content {
    key   = item.key
    value = item.value
  }
}
