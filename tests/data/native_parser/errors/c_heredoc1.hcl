a = <<EOT
x
  EOT
b = 1 2
