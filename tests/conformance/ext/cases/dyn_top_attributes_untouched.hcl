x = 1
y = "two"
z = [x, y]
dynamic "b" {
  for_each = [1]
  content {
    w = 3
  }
}
