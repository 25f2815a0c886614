item {
  v = { a = 1 }
}
item {
}
