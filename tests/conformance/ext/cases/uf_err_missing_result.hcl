function "f" {
  params = []
}
x = f()
