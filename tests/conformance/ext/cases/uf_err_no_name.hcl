function {
  params = []
  result = 1
}
x = 1
