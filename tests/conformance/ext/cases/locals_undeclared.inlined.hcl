x = 1
y = undeclared
