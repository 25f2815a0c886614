a = b.*.c.*.d
