a = x ? y : z
b = a == b && c != d || !e
c = a <= b
d = a >= b
e = a % b
f = a / b * c
