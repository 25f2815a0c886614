a = b.0.c
