numbers {
  a = 1
  b = "two"
  sub {
    c = 3
  }
}
once {
  x = "1"
}
once {
  x = "2"
}
