dynamic "item" {
  for_each = ["a"]
  content {
    value = item.value
    call  = upper(item.value)
    other = somevar
  }
}
