item {
  n = "s1"
}
dynamic "item" {
  for_each = ["d1", "d2"]
  content {
    n = item.value
  }
}
item {
  n = "s2"
}
dynamic "item" {
  for_each = ["d3"]
  content {
    n = item.value
  }
}
item {
  n = "s3"
}
