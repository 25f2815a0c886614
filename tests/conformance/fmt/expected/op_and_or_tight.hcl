a = true && false
b = true || false
