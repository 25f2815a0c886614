x {
  v = 1
  w = "any"
}
x {
  v = 2
  w = [1, 2]
}
y {
  v = [1, 2]
}
z "a" "b" {
  v = "ab"
  deep {
    q = true
  }
}
z "a" "b" {
  deep {
    q = false
  }
}
a = tup
q = "q"
