b {
  c {
    d = 1
  }
  e "f" "g" {}
}
