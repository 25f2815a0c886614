a = [for in y: x]
