dynamic "x" {
  for_each = ["outer"]
  iterator = it
  content {
    seen = it.value
    dynamic "y" {
      for_each = ["inner"]
      iterator = it
      content {
        seen = it.value
      }
    }
  }
}
