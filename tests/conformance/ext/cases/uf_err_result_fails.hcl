function "f" {
  params = [o]
  result = o.missing
}
x = f({present = 1})
y = f({missing = "ok"})
