a = !true
b = !!false
