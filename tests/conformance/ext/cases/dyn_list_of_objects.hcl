dynamic "user" {
  for_each = [{name = "ann", age = 30}, {name = "bo", age = 41}]
  content {
    index = user.key
    name  = user.value.name
    older = user.value.age + 1
  }
}
