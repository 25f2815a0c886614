b { a = 1 } x
