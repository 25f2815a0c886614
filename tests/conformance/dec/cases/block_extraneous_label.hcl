name = "x"
server "primary" {
  host = "a"
}
