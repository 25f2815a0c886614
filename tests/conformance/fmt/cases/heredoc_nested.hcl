resource "x" "y" {
  provisioner "local-exec" {
    command = <<EOT
echo ${self.id}
EOT
  }
  count = 1
}
