function "bad" {
  params = []
  result = 1 + "x"
}
dynamic "item" {
  for_each = bad()
  content {}
}
