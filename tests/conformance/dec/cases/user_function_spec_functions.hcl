a = shout("hey")
b = biggest([4, 8, 1])
