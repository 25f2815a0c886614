a = a
