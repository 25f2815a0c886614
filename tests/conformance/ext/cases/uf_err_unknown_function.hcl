function "f" {
  params = []
  result = g()
}
x = f()
y = nothere()
