# top
a = 1 # trailing
