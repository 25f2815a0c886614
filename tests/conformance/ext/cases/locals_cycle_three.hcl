locals {
  a = local.b
  b = local.c
  c = [local.a]
}
x = local.a
