item {
  a = "set"
}
item {
  b = null
  sub {}
}
entry "one" {
  y = { p = null }
}
top = [null, null]
