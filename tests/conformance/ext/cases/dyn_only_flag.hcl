function "f" {
  params = []
  result = 1
}
dynamic "item" {
  for_each = [1]
  content {
    v = item.value
  }
}
