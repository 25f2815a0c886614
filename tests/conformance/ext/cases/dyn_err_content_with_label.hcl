dynamic "item" {
  for_each = [1]
  content "x" {}
}
