function "answer" {
  params = []
  result = 42
}
x = answer()
