locals {
  a = local.nope
  b = 1
}
x = local.b
y = local.a
