a {
  b {
    c = 1
  }
  d  = 2
  ee = 3
}
