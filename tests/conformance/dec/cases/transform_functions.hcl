json = "{\"k\": [1, 2]}"
data = { b = 2, a = "1" }
list = [3, 9, 4]
part {
  v = "x"
}
part {
  v = "y"
}
word = "HELLO"
