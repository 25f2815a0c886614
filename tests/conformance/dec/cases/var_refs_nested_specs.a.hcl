one {
  v = x
}
many {
  v = y
}
named "k" {
  v = x + y
}
d2 = [x, y]
