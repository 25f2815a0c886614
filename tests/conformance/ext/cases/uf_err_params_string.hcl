function "f" {
  params = "a, b"
  result = 1
}
function "g" {
  params = []
  variadic_param = "${x}"
  result = 1
}
x = f()
