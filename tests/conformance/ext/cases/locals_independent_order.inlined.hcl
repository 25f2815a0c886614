x = { first = 1, last = 26 }
