a = !!true
b = - - 1
c = -x.y[0]
