dynamic "resource" {
  for_each = {a = "small", b = "large"}
  labels   = ["machine", resource.key]
  content {
    size = resource.value
  }
}
resource "disk" "c" {
  size = "medium"
}
