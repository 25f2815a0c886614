a = {for = 1}
b = {if = 1, in = 2}
