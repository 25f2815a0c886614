dynamic "calc" {
  for_each = [1, "x"]
  content {
    sum = calc.value + 1
  }
}
