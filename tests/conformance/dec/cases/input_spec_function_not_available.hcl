a = upper(v)
