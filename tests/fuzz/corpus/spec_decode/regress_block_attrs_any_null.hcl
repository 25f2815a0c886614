item {
  id = 1
  meta {
    a = { x = 1 }
    b = null
  }
}
