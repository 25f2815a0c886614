a = [for x in (1+): x]
b = 2 3
