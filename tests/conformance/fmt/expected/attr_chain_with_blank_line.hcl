a = 1

bbbb = 2
cc   = 3
