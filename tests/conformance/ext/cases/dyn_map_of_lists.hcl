dynamic "group" {
  for_each = {ops = ["ann", "bo"], dev = ["cy"]}
  content {
    name    = group.key
    members = group.value
    count   = length(group.value)
  }
}
