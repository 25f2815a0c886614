a   = 1      # one
bbb = 2      # two
cc  = [1, 2] # three

d = 4 # four
