function "wrap" {
  params = [s]
  result = "[${s}]"
}
x = "value: ${wrap("in")}"
