name = "x
port = 80 +
server {
