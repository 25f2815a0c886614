a = 1 # c
b { # c2
cc = 2 # c3
dddd = 4
eeeeeeee = 5 # c5
} # c6
f = 6
