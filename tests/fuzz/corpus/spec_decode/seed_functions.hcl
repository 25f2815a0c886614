function "inc" {
  params = [v]
  result = v + 1
}
function "cat" {
  params         = [first]
  variadic_param = more
  result         = join("", concat([first], more))
}
n = inc(41)
a = cat("a", "b", "c")
d = inc("x")
