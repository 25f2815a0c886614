a = 01
b = 1e5
c = 1.5e-3
d = 1e
e = 1.e5
