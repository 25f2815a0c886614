locals {
  a = [for s in var.list :
    upper(s)
  if s != ""]
  b = {
    for k, v in var.map : k => v
  }
}
