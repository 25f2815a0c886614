function "f" {
  params = [n]
  result = n + 1
}
x = f("one")
y = f(1)
