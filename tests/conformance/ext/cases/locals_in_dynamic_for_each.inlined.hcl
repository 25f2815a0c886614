dynamic "listener" {
  for_each = [80, 443]
  content {
    port = listener.value
  }
}
