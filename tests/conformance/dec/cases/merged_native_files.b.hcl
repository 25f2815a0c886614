size = 2
item {
  id = 2
}
svc "y" {
  port = 2
}
