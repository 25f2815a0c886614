function "add" {
  params = [a, b]
  result = a + b
}
x = add(1, 2)
y = add(-1.5, 0.25)
