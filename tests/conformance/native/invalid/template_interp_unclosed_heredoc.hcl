a = <<EOT
${x
EOT
