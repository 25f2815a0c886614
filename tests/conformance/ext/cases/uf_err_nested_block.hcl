function "f" {
  params = []
  result = 1
  inner {}
}
x = f()
