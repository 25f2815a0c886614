a = "x"
b = other
c = upper("x")
block {
  c = 1
}
