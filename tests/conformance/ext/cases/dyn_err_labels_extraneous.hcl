dynamic "svc" {
  for_each = [1]
  labels   = ["a"]
  content {}
}
dynamic "svc" {
  for_each = [1]
  labels   = ["a", "b", "c"]
  content {}
}
