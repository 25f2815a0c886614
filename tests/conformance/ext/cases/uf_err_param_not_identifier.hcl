function "f" {
  params = ["a"]
  result = 1
}
function "g" {
  params = [a.b]
  result = 1
}
x = f()
