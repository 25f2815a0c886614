big_int       = 123456789012345678901234567890
sum           = 0.1 + 0.2
third         = 1 / 3
exponent      = 1.5e3
negative_zero = -0
as_any        = [1e-3, 18446744073709551616, 2.50]
