name = "a"
item {
  id = 1
}
svc "x" {
  port = 1
}
