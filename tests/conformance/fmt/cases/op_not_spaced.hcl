a = ! true
b = !!false
