a = /* why */ 1
