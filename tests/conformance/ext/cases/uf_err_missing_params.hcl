function "f" {
  result = 1
}
x = f()
