function "all" {
  params         = []
  variadic_param = items
  result         = items
}
none = all()
some = all(1, "two", [3])
