second = 2
first  = "one"
