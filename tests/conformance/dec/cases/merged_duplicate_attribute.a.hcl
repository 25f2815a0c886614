name = "a"
server {
  host = "a"
}
