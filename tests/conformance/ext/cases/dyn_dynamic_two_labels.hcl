dynamic "a" "b" {
  for_each = [1]
  content {}
}
