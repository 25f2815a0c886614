dynamic "flag" {
  for_each = [1, 2]
  content {}
}
