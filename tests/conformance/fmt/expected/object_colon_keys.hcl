a = {
  k : 1
  longer : 2
}
