a = b.0.e1
c = b.0.E5
d = b.0.e+1
f = b.0.e-1
g = b.0.1
