function "f" {
  params = []
  result = 1
  other  = 2
}
x = f()
