function "join_all" {
  params         = [sep]
  variadic_param = parts
  result         = join(sep, parts)
}
x = join_all("-", ["a", "b", "c"]...)
