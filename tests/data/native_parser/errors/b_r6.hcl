a = <<EOT
${1 +}
EOT
b = 2 3
