function "twice" {
  params = [n]
  result = n * 2
}
locals {
  base    = 21
  doubled = twice(local.base)
}
x = local.doubled
