dynamic "item" {
  for_each = [1]
  meta {}
  content {}
}
