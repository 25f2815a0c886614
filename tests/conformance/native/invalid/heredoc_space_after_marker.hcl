a = <<EOT 
x
EOT
