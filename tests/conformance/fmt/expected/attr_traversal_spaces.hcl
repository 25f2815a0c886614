a = b.c.d
