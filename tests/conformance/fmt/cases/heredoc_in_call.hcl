a = f(<<EOT
text
EOT
)
