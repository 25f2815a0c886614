# §1.5 operators: operands are converted to the parameter type first.
add            = 1 + 2
add_strings    = "1" + "2"
add_mixed      = "1" + 2
sub            = 10 - 2.5
mul            = 3 * "4"
div            = 7 / 2
mod            = -7 % 2
mod_fraction   = 7.5 % 2
mod_zero       = 5 % 0
zero_by_zero   = 0 / 0
precision      = 0.1 + 0.2 == 0.3
thirds         = 1 / 3 * 3 == 1
neg_zero       = -0 == 0
negate         = -"5"
negate_bool    = -true
not            = !false
not_string     = !"true"
not_number     = !1
and            = true && "true"
or             = false || false
and_bad        = true && 1
bad_left       = true + 1
bad_right      = 1 + "x"
bad_both       = true + false
null_left      = null + 1
null_right     = 1 - null
gt             = 2 > 1
gt_string      = "10" > 9
ge             = 2 >= 2
lt             = 1 < 2
le             = 3 <= 2
chain          = 1 < 2 < 3
eq_number      = 1 == 1.0
eq_mixed       = 1 == "1"
ne_mixed       = 1 != "1"
eq_null        = null == null
eq_list        = [1, 2] == [1, 2]
eq_tuple_types = [1, "a"] == [1, "a"]
eq_object      = {a = 1} == {a = 1}
eq_object_diff = {a = 1} == {a = 2}
precedence     = 1 + 2 * 3 - 4 / 2
unary_prec     = -2 + 5
paren          = (1 + 2) * 3
cmp_null       = null > 1
string_number  = "1e2" + 0
string_inf     = "inf" > 1
bool_string    = "1" && true
bad_op_list    = [1] + 1
nested_error   = (1 + true) + 1
eq_strings     = "abc" == "abc"
eq_lengths     = [1] == [1, 2]
ne_objects     = {a = 1} != {a = 1}
eq_bool_number = 1 == true
not_null       = !null
negate_error   = -(1 + true)
mixed_error    = 1 + 2 * "x"
eq_for         = [for v in [1]: v] == [1]
