x {
  w = [1]
}
x {
  w = null
}
