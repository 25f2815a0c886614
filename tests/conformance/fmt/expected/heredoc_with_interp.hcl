a = <<EOT
${x}  and  %{if y}z%{endif}
EOT
