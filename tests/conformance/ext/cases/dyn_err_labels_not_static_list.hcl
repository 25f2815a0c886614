svc "static" {}
dynamic "svc" {
  for_each = [1]
  labels   = [for x in ["a"] : x]
  content {}
}
dynamic "svc" {
  for_each = [1]
  labels   = "text"
  content {}
}
dynamic "svc" {
  for_each = [1]
  labels   = {a = 1}
  content {}
}
