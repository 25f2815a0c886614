function "evens" {
  params = [n]
  result = [for i in range(n) : i if i % 2 == 0]
}
dynamic "item" {
  for_each = evens(6)
  content {
    v = item.value
  }
}
