locals {
  ports = [80, 443]
}
dynamic "listener" {
  for_each = local.ports
  content {
    port = listener.value
  }
}
