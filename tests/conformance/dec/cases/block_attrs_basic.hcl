tags {
  team = "core"
  tier = 1
  hot  = true
}
limit {
  cpu    = 2
  memory = "512"
}
lists {
  a = ["x", 1]
  b = []
}
