a = {
  "k"          = 1
  "longer key" = 2
}
