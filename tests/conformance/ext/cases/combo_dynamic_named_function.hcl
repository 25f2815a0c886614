function "f" {
  params = []
  result = ["x"]
}
dynamic "function" {
  for_each = f()
  content {
    v = function.value
  }
}
