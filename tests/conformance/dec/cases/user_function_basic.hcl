message = greet("world")
total   = add(add(1, 2), 3)
