function "f" {
  params = [a]
  result = "got"
}
x = f(null)
