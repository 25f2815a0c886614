env {
  HOME = "/home/app"
}
empty {}
