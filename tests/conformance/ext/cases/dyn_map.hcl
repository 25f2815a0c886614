dynamic "item" {
  for_each = zipmap(["zeta", "alpha", "mid"], [1, 2, 3])
  content {
    key   = item.key
    value = item.value
  }
}
