a = <<EOT
text
EOT
