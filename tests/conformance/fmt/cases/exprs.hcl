a = [for x in [1,2] : x*2]
b = {for k,v in m : k=>v...}
c = a.*.b
d = a[*].b
e = f(x...)
g = foo[0][1]
h = fn(1)[0]
i = x . y
