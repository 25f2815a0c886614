server = {
  name = "api"
  port = "8443"
  tags = ["a", 2]
}
nested = {
  inner = { x = 1, y = "true" }
  items = [{ k = "one" }, { k = 2 }]
}
empty = {}
