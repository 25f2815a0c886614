é      = 1
ab     = 2
emoji  = "😀" # c
key    = "✈️" # c
k      = "x" # c
family = "👨‍👩‍👧" # zwj
z      = 1   # c
