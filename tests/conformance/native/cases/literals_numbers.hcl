# Number literals: digits, fraction, exponent; 512-bit binary floats.
zero            = 0
one             = 1
leading_zeros   = 007
leading_zero_fr = 00.5
fraction        = 3.14159
small_fraction  = 0.000001
exp_lower       = 1e3
exp_upper       = 1E3
exp_plus        = 1e+3
exp_minus       = 1e-3
exp_fraction    = 2.5e2
exp_tiny        = 1e-7
exp_huge        = 1e30
exp_zero        = 5e0
neg_exp_frac    = 1.5e-10
big_int         = 123456789012345678901234567890
big_fraction    = 1234567890.0987654321
max_int64       = 9223372036854775807
above_int64     = 9223372036854775808
float64_max     = 179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
beyond_float64  = 1e400
tiny            = 1e-400
negative        = -42
negative_frac   = -0.5
neg_zero        = -0
double_negative = - -5
third           = 0.333333333333333333333333333333
trailing_zeros  = 1.500000
exact_tenth     = 0.1
sum_tenths      = 0.1 + 0.2
one_third       = 1 / 3
two_thirds      = 2 / 3
third_times_3   = 1 / 3 * 3
precise_eq      = 0.1 + 0.2 == 0.3
third_roundtrip = 1 / 3 * 3 == 1
large_product   = 99999999999999999999 * 99999999999999999999
pow_two_64      = 18446744073709551616
pow_two_neg     = 0.0009765625
division_exact  = 7 / 2
inf_result      = 1 / 0
neg_inf_result  = -1 / 0
nan_result      = 0 / 0
number_in_str   = "n=${1e3}"
frac_in_str     = "n=${0.5}"
tiny_in_str     = "n=${1e-7}"
big_in_str      = "n=${1e30}"
third_in_str    = "n=${1/3}"
inf_in_str      = "n=${1/0}"
neg_inf_in_str  = "n=${-1/0}"
