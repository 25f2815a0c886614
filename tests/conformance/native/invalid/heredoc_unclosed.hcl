a = <<EOT
abc
