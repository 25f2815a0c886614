locals {
  names = ["b", "a", "c"]
  upper = [for n in local.names : upper(n)]
  sorted = sort(local.upper)
  joined = join(",", local.sorted)
}
x = local.joined
