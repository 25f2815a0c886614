dynamic "outer" {
  for_each = [1, 2]
  content {
    dynamic "inner" {
      for_each = outer.value == 1 ? [1] : "no"
      content {
        v = inner.value
      }
    }
  }
}
