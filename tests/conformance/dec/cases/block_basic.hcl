server {
  host = "example.com"
  port = 443
}
