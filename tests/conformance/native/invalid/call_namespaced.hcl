a = ns::f(1)
