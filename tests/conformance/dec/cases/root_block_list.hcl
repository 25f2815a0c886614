step {
  run = "build"
}
step {
  run = "test"
}
