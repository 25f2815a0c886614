dynamic "outer" {
  for_each = ["a", "b"]
  content {
    name = outer.value
    dynamic "inner" {
      for_each = [1, 2]
      content {
        pair = "${outer.value}${inner.value}"
      }
    }
  }
}
