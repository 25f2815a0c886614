a = x.
b = 2 3
