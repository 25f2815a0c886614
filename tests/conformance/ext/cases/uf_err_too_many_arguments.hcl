function "add" {
  params = [a, b]
  result = a + b
}
x = add(1, 2, 3)
