function "name_of" {
  params = [i]
  result = "n${i}"
}
dynamic "item" {
  for_each = [7, 8]
  labels   = [name_of(item.value)]
  content {}
}
