a = [
<<EOT
text
EOT
,
2,
]
