a = 1
# note
bbb = 2
