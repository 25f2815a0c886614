function "count_rest" {
  params         = [first]
  variadic_param = rest
  result         = [first, length(rest), rest]
}
one   = count_rest("a")
three = count_rest("a", 1, true)
