dynamic "svc" {
  for_each = [{a = 1}, "fine"]
  labels   = [svc.value]
  content {}
}
