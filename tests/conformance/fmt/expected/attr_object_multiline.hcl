a = {
  x   = 1
  yyy = 2
  z = {
    w = 3
  }
}
