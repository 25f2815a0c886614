a = f(1,
  2)
b = 3
longername = 4
