variable "name" {
  type    = string
  default = "x"
}
locals {
  tags   = merge(obj.tags, { Name = "${str}-${num}" })
  ids    = [for i in obj.items : i.id if i.id > 1]
  first  = try(list[0], null)
  byname = { for k, v in map : upper(k) => v... }
}
resource "aws_vpc" "this" {
  count      = flag ? 1 : 0
  cidr_block = format("10.%d.0.0/16", num)
  tags       = local.tags
  dynamic "ingress" {
    for_each = set
    content {
      port = ingress.value
    }
  }
}
output "ids" { value = obj.items[*].id }
