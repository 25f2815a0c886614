a = b.*.c
