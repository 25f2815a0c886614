a = [for x in [1] : x
