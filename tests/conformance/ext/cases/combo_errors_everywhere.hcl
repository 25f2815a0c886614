function "f" {
  params = ["bad"]
  result = 1
}
function "g" {
  params = [a]
  result = a * 2
}
dynamic "item" {
  for_each = [g(1), g("x")]
  content {
    v = f()
  }
}
dynamic "other" {
  for_each = g(2)
  content {}
}
