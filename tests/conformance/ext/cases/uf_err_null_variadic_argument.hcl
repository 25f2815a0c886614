function "f" {
  params         = []
  variadic_param = rest
  result         = length(rest)
}
x = f(1, null)
