a=1
bb   =   2 # c1
ccc=3    // c2

  x = "y"   /* c3 */
