function "f" {
  params = []
  result = 1
}
x = f()
dynamic "item" {
  for_each = [1]
  content {}
}
