function "a" "b" {
  params = []
  result = 1
}
x = 1
