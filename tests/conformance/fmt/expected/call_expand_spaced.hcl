a = f(x, y...)
