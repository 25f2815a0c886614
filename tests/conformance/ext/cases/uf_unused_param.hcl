function "const" {
  params = [a, b]
  result = "c"
}
x = const(1, 2)
