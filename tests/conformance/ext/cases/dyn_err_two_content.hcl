dynamic "item" {
  for_each = [1]
  content {
    a = 1
  }
  content {
    a = 2
  }
}
