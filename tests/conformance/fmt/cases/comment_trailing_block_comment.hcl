a = 1 /* x */
bb = 2
