a = <<EOT
x
END
