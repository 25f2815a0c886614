b {
  c {
    d = <<-EOT
      deep
      EOT
  }
}
