function "sq" {
  params = [n]
  result = n * n
}
x = [for n in [1, 2, 3] : sq(n)]
