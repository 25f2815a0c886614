dynamic "vm" {
  for_each = ["a", "b"]
  content {
    disk {
      owner = vm.value
      size  = 10 * (vm.key + 1)
    }
  }
}
