a = 1
b = nope
c = "bom"
