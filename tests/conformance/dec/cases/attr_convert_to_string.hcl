from_int      = 10
from_fraction = 1.50
from_big      = 123456789012345678901234567890.125
from_bool     = true
from_negative = -0.001
