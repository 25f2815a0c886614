tags "extra" {
  a = "b"
}
