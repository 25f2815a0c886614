a = [
  1,
]
bbbbbb = 2
c      = 3
