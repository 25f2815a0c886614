b "x
