locals {
  a = local.b
  b = local.a
  c = local.a
  d = "fine"
}
x = local.c
y = local.d
