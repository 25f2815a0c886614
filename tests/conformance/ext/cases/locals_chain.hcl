locals {
  c = local.b * 10
  b = local.a + 1
  a = 1
}
x = local.c
y = [local.a, local.b, local.c]
