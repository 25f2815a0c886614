block {
  # not indented
  # too indented
  x = 1
}
