# Comparison and equality operators.
lt            = 1 < 2
lt_false      = 2 < 1
le_equal      = 2 <= 2
gt            = 3 > 2
ge            = 2 >= 3
lt_strings_num = "2" > 1
lt_string_str = "10" < "9"
lt_string_bad = "a" < 1
lt_bool       = true < 1
lt_null       = null < 1
lt_chain      = 1 < 2 < 3
eq_numbers    = 1 == 1
eq_num_frac   = 1 == 1.0
eq_num_string = 1 == "1"
ne_num_string = 1 != "1"
eq_strings    = "a" == "a"
eq_nfc        = "café" == "café"
eq_bools      = true == true
eq_bool_str   = true == "true"
eq_null_null  = null == null
eq_null_num   = null == 1
ne_null_num   = null != 1
eq_null_var   = nothing == null
eq_null_typed = nothing_str == null
eq_tuple      = [1, 2] == [1, 2]
eq_tuple_list = [1, 2] == (true ? [1, 2] : [])
eq_object     = { a = 1 } == { a = 1 }
eq_obj_map    = { a = 1 } == (true ? { a = 1 } : {})
eq_obj_order  = { a = 1, b = 2 } == { b = 2, a = 1 }
eq_neg_zero   = -0 == 0
eq_big        = 100000000000000000000000000001 == 100000000000000000000000000000
eq_tuple_mixed = [1, "a"] == [1, "a"]
eq_nested_null = [null] == [null]
eq_var_string  = s == "41"
eq_var_num     = n == 4
ne            = 1 != 2
ne_same       = "x" != "x"
eq_precedence = 1 + 1 == 2
cmp_precedence = 1 < 2 == true
eq_unknown_var = nope == 1
ge_frac       = 0.30000000000000001 >= 0.3
lt_big        = 99999999999999999999 < 100000000000000000000
lt_neg        = -1 < -0.5
