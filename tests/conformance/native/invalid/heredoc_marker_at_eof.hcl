a = <<EOT
abc
EOT