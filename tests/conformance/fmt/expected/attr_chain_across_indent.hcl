a = 1
block {
  long_name = 2
}
b = 3
