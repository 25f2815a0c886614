a = f(1, 2)
b = g()
c = h()
