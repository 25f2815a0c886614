word = "hello"
num  = "not a number"
