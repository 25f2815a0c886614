function "sign" {
  params = [n]
  result = n < 0 ? "neg" : "pos"
}
x = sign(-3)
y = sign(4)
