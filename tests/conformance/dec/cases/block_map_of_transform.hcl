user "ann" {
  name = "Ann"
}
user "bob" {
  name = "Bob"
}
flag {
  on = true
}
flag {}
