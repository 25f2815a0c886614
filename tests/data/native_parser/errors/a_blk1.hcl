b "x" y {
  a = 1
}
