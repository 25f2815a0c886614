a = b in c
x = [ for in in [in] : in ]
