a = f(x , y ... )
