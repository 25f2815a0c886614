locals {
  z = 26
  a = 1
  m = { first = local.a, last = local.z }
}
x = local.m
