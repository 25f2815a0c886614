dynamic "vm" {
  for_each = {a = [1], b = [2, 3]}
  content {
    network {
      dynamic "nic" {
        for_each = vm.value
        content {
          id = "${vm.key}:${nic.value}"
        }
      }
    }
  }
}
