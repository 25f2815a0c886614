dynamic "a" {
  for_each = [1]
  content {
    v = a.value
  }
}
b {
  v = 2
}
dynamic "b" {
  for_each = [3]
  content {
    v = b.value
  }
}
dynamic "a" {
  for_each = [4]
  content {
    v = a.value
  }
}
