a = [for a, b, c in [] : 1]
