dynamic "item" {
  for_each = setunion([{name = "b"}], [{name = "a"}])
  content {
    name = item.value.name
    same = item.key == item.value
  }
}
