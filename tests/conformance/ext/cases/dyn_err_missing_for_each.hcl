dynamic "item" {
  content {}
}
