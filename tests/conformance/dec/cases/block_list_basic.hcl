item {
  name   = "a"
  weight = 1
}
item {
  name = "b"
}
item {
  name   = "a"
  weight = 1
}
