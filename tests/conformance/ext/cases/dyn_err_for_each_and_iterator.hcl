dynamic "item" {
  for_each = nope
  iterator = "bad"
  content {}
}
