locals {
  a = local.a + 1
  b = 2
}
x = local.b
y = local.a
