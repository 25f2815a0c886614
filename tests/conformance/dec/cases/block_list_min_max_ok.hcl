rule {
  port = 80
}
pair {}
rule {
  port = 443
}
pair {}
