item {
  v = 1
  w = [1]
}
item {
  v = "two"
  w = ["x"]
}
