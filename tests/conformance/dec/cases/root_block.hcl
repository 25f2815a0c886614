config {
  level = 9
}
