dynamic "a" {
  for_each = 1
  content {}
}
dynamic "b" {
  for_each = [1]
}
dynamic "c" {
  for_each = [1]
  iterator = x.y
  content {}
}
dynamic "d" {
  for_each = [1]
  extra    = true
  content {}
}
ok = "still evaluated"
