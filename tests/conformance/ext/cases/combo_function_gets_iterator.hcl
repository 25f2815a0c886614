function "describe" {
  params = [it]
  result = "${it.key}:${it.value}"
}
dynamic "item" {
  for_each = ["p", "q"]
  content {
    d = describe(item)
  }
}
