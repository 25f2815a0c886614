dynamic "item" {
  for_each = [1]
  count    = 2
  content {}
}
