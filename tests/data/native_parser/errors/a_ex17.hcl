a = a.
