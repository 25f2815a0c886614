a = b . * . c
