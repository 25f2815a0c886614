dynamic "item" {
  for_each = [1]
  iterator = upper(x)
  content {}
}
