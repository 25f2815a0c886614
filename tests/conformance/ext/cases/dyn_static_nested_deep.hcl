a {
  b {
    c {
      dynamic "d" {
        for_each = ["x"]
        content {
          v = d.value
        }
      }
    }
  }
}
