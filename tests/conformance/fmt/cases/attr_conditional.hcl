a = b?c:d
