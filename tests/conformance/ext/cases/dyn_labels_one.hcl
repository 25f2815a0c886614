dynamic "service" {
  for_each = {web = 80, db = 5432}
  labels   = [service.key]
  content {
    port = service.value
  }
}
