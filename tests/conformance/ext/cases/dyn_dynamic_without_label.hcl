dynamic {
  for_each = [1]
  content {}
}
