a = known()
b = unknown("x")
