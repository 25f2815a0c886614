s = ""
b = false
