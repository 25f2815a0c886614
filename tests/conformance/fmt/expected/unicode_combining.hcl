é  = 1
ab = 2
