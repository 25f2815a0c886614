a = [for in [1] : 1]
