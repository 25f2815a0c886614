a = some_var
b = len("x")
