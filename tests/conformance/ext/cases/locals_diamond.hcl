locals {
  top    = "t"
  left   = "${local.top}-l"
  right  = "${local.top}-r"
  bottom = [local.left, local.right]
}
x = local.bottom
