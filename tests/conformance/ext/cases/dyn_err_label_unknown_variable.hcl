dynamic "svc" {
  for_each = [1, 2]
  labels   = [missing]
  content {}
}
