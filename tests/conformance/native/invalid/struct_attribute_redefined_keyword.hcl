true = 1
true = 2
