dynamic "group" {
  for_each = {a = [1, 2], b = [3]}
  content {
    name = group.key
    dynamic "member" {
      for_each = group.value
      content {
        value = member.value * 100
        group = group.key
      }
    }
  }
}
