function "upper" {
  params = [s]
  result = "not ${s}"
}
x = upper("a")
