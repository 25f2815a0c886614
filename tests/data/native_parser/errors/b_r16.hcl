a = <<EOT
abc
EOT
b = 1 2
