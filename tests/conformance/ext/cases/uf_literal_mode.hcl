function "f" {
  params = [a]
  result = a
}
function "g" {
  params = []
  result = upper("x")
}
x = f(1)
y = g()
z = upper("x")
