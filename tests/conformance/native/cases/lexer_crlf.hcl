# This file uses CRLF line endings throughout.
a = 1
b = "two"
c = [1,
  2]
d = {
  x = 1
  y = 2
}
e = <<EOT
heredoc line one
heredoc line two
EOT
f = <<-EOT
    indented one
      indented two
    EOT
# a comment ending in CRLF
g = true // another
h = nope
blk "label" {
  inner = "x"
}
i = "${1 +
2}"
j = [for x in [1, 2]:
  x * 2]
k = "esc\r\n"
