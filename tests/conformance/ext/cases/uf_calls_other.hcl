function "double" {
  params = [x]
  result = add(x, x)
}
function "add" {
  params = [a, b]
  result = a + b
}
x = double(21)
