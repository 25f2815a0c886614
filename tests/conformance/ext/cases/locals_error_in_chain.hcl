locals {
  a = 1
  b = local.a + "x"
  c = local.b * 2
  d = local.a + 1
}
x = local.c
y = local.d
