user {
  login = "ann"
  uid   = 1
}
user {
  login = "bob"
}
user {
}
