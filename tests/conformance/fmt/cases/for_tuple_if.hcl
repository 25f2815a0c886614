a = [for x in xs : x if x!=null]
