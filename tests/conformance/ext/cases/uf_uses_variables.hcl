function "greet" {
  params = [who]
  result = "${greeting}, ${who}"
}
x = greet("ann")
