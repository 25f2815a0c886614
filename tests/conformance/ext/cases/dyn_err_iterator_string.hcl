dynamic "item" {
  for_each = [1]
  iterator = "it"
  content {}
}
