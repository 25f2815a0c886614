a = [for x in : x]
