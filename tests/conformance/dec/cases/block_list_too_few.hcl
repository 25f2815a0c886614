rule {
  port = 80
}
