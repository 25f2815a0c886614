a = b[0
