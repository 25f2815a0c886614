dynamic "svc" {
  for_each = [1]
  labels   = ["a", "b"]
  content {}
}
dynamic "svc" {
  for_each = [1]
  labels   = ["only"]
  content {}
}
