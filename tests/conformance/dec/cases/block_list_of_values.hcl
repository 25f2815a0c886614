person {
  name = "Ann"
}
marker {}
person {
  name = "Bob"
}
marker {}
