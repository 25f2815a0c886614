rule {
  port = 80
}
rule {
  port = 443
}
rule {
  port = 8080
}
rule {
  port = 8443
}
