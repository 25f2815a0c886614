a = f(  )
