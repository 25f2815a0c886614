owner = "ops"
total = 2 + 3
list  = [for s in ["a", "b"] : "${s}!"]
