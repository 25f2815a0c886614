a = [null, "1"]
b = { x = null }
