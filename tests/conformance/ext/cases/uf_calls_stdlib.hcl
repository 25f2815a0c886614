function "shout" {
  params = [s]
  result = "${upper(s)}!"
}
function "total" {
  params = [xs]
  result = max(xs...)
}
x = shout("hi")
y = total([3, 9, 4])
