a = f(x...)
b = f(x..., y)
c = f(...)
