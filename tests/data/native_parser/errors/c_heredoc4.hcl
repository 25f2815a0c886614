a = <<EOT
%{if x}y%{endif}
EOT
b = 2 3
