function "twice" {
  params = [n]
  result = n * 2
}
x = twice(21)
