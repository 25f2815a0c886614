a = "abc
def"
b = 1 2
