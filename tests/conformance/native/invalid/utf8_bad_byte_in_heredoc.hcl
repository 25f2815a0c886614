a = <<EOT
€
EOT
