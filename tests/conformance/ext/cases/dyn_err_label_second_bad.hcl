dynamic "svc" {
  for_each = [1]
  labels   = ["good", {}]
  content {}
}
