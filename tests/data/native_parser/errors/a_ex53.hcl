a = "%{for x in y}a"
