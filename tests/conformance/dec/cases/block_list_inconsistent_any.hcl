item {
  v = 1
}
item {
  v = true
}
entry {
  v = [1]
}
entry {
  v = { a = 1 }
}
