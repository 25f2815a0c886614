name = "x"
server {
  host = "a"
}
server {
  host = "b"
}
server {
  host = "c"
}
