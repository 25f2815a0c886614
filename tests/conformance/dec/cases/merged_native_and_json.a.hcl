from_native = "yes"
item {
  id = 2
}
