dynamic "item" {
  for_each = setunion(["c", "a"], ["b", "a"])
  content {
    key   = item.key
    value = item.value
  }
}
