dynamic "calc" {
  for_each = [2, 3]
  content {
    square = calc.value * calc.value
    cond   = calc.value > 2 ? "big" : "small"
    list   = [for i in range(calc.value) : i]
    text   = "n=${calc.value}"
    fn     = format("%03d", calc.value)
  }
}
