a = {
b = <<EOT
text
EOT
c = 1
}
