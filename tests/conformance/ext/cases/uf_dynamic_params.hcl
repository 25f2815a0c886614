function "id" {
  params = [v]
  result = v
}
a = id(1)
b = id("s")
c = id([1, "x"])
d = id({k = true})
