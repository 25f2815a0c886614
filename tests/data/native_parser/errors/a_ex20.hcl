a = x[1
