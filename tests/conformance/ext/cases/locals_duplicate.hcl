locals {
  a = 1
}
locals {
  a = 2
  b = local.a
}
x = local.b
