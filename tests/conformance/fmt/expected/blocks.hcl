block "a" "b" {
  attr = 1
  nested {
    v = [1, 2,
    3]
  }
}
empty {}
empty2 {}
one { a = 1 }
