function "f" {
  params = a
  result = 1
}
x = f()
