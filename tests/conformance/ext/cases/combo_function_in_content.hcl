function "label" {
  params = [k, v]
  result = "${k}=${v}"
}
dynamic "item" {
  for_each = {a = 1, b = 2}
  content {
    text = label(item.key, item.value)
  }
}
