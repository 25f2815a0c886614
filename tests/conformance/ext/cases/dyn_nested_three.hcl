dynamic "l1" {
  for_each = ["x", "y"]
  content {
    dynamic "l2" {
      for_each = [1, 2]
      content {
        dynamic "l3" {
          for_each = {p = true}
          labels   = ["${l1.value}-${l2.value}-${l3.key}"]
          content {
            path = [l1.key, l2.key, l3.key]
            leaf = l3.value
          }
        }
      }
    }
  }
}
