settings {
  level = 3
}
optional {}
