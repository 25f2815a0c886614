function "f" {
  params = [a]
  result = a
}
x = a
