locals {
  a = local
  b = 1
}
x = local.b
