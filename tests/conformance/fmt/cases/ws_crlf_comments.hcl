a = 1 # c
bb = 2 # d
