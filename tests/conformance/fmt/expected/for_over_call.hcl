a = [for x in range(3) : x]
