a = <<EOT
  keep   this
    ${ x }
EOT
b = <<-EOT
    indented
    EOT
c = 1
