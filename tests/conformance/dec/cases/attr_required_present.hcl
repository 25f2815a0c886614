must = "here"
may  = 1
