entry {
  v = 2
}
entry {
  v = "2"
}
entry {
  v = "x"
}
