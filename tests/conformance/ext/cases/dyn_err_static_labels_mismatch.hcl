svc "a" {}
dynamic "svc" {
  for_each = ["b"]
  labels   = [svc.value, "extra"]
  content {}
}
