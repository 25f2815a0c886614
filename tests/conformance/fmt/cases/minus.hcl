a = -1
b = 1 - -2
c = !true
d = ! false
e = (-x)
f = [ -1, - 2 ]
g = x-1
h = a ? -1 : - 2
