item {
  v = { a = 1 }
}
item {
  v = { b = 1 }
}
