# comment
a = 1 // c
b = 2 /* c */ 3
