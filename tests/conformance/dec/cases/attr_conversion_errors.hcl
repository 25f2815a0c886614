num  = "twelve"
flag = "yes"
str  = ["not", "a", "string"]
list = [1, "x", 3]
map  = ["a"]
