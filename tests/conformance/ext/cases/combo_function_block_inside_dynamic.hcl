dynamic "item" {
  for_each = [1]
  content {
    function "inner" {
      params = []
      result = 1
    }
  }
}
