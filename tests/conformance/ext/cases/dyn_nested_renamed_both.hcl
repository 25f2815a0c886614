dynamic "row" {
  for_each = [0, 1]
  iterator = r
  content {
    dynamic "cell" {
      for_each = [0, 1, 2]
      iterator = c
      content {
        at = r.value * 3 + c.value
      }
    }
  }
}
