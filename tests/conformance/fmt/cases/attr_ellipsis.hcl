a = f(list...)
b = { for k, v in m : k => v... }
