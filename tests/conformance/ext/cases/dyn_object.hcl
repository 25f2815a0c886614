dynamic "item" {
  for_each = {b = "x", a = 1, c = [true]}
  content {
    key   = item.key
    value = item.value
  }
}
