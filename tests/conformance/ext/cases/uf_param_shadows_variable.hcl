function "f" {
  params = [name]
  result = name
}
x = f("param")
y = name
