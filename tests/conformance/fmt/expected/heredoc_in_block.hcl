b {
  c = <<EOT
line
EOT
  d = 1
}
