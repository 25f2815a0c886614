function "port_of" {
  params = [svc]
  result = lookup(ports, svc, 0)
}
dynamic "svc" {
  for_each = services
  labels   = [svc.value]
  content {
    port = port_of(svc.value)
    dynamic "check" {
      for_each = port_of(svc.value) > 0 ? ["tcp"] : []
      content {
        kind = check.value
        port = port_of(svc.value)
      }
    }
  }
}
