locals {
  a = 5
  b = local["a"] * 2
}
x = local.b
