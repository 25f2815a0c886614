a = 1
a = 2
a = 3
b = 1
b = 2
