dynamic "item" {
  for_each = [{n = 1}, {n = 2}][*].n
  content {
    value = item.value
  }
}
