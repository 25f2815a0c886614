function "a" {
  params = [n]
  result = b(n) + 1
}
function "b" {
  params = [n]
  result = c(n) * 2
}
function "c" {
  params = [n]
  result = n - 1
}
x = a(5)
