dynamic "server" {
  for_each = servers
  content {
    host = server.value.host
    port = server.value.port
  }
}
