a = [for i, x in xs : i + x]
