dynamic "svc" {
  for_each = [["a"]]
  labels   = [svc.value]
  content {}
}
