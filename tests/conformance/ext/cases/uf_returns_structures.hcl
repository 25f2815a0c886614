function "pair" {
  params = [a, b]
  result = {first = a, second = b, both = [a, b]}
}
x = pair(1, "b")
y = pair(1, "b").both[1]
