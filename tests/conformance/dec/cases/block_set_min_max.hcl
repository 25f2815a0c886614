few {}
few {}
many {
  v = "a"
}
many {
  v = "a"
}
