a = [for x in y: k => x]
