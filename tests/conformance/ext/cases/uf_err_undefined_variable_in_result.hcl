function "f" {
  params = [a]
  result = b
}
x = f(1)
