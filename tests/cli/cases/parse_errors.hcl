a = 1,
b = [1 2]
"quoted" = 3
c {
  d = 1 }
e = "unterminated
f = 1
