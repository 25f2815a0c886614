a = c ? 1
