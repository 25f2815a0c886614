dynamic "outer" {
  for_each = [1]
  content {
    dynamic "inner" {
      for_each = [1]
    }
  }
}
