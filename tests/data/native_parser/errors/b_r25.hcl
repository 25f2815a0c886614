a = f(x)(y)
