a = 1
b = (2
c = 3 +
block "x" {
  d = 4
"bad" = 1
