rule {
  port     = 80
  protocol = "tcp"
}
rule {
  port = 443
}
origin {
  host = "example.com"
}
peer {
  address = "10.0.0.1"
}
peer {
  address = "10.0.0.2"
}
listener "http" "80" {
  backend = "web"
  weight  = 2
}
listener "http" "8080" {
  backend = "admin"
}
