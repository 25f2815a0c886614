# Conditional: both branches evaluated, unification, null branch adoption.
true_branch      = true ? "a" : "b"
false_branch     = false ? "a" : "b"
var_cond         = flag ? 1 : 2
string_cond      = "true" ? 1 : 2
string_cond_bad  = "yes" ? 1 : 2
number_cond      = 1 ? 1 : 2
null_cond        = null ? 1 : 2
null_var_cond    = nothing ? 1 : 2
unify_num_str    = true ? 1 : "x"
unify_str_num    = false ? 1 : "x"
unify_bool_str   = true ? true : "x"
unify_num_bool   = true ? 1 : true
null_true_branch = true ? null : 5
null_false_sel   = false ? null : 5
null_adopts_type = true ? null : "s"
both_null        = true ? null : null
tuple_same_len   = true ? [1, 2] : [3, 4]
tuple_to_list    = true ? [1, 2] : [3]
tuple_mixed_elem = true ? [1, "a"] : ["b", 2]
tuple_unify_fail = true ? [1] : [[1]]
object_same_keys = true ? { a = 1 } : { a = "x" }
object_diff_keys = true ? { a = 1 } : { b = 2 }
object_map_fail  = true ? { a = 1 } : { b = [1] }
object_to_map_f  = false ? { a = 1 } : { b = 2, c = 3 }
tuple_vs_object  = true ? [1] : { a = 1 }
string_vs_tuple  = true ? "x" : [1]
error_unselected = true ? 1 : nope
error_selected   = false ? 1 : nope
error_in_cond    = nope ? 1 : 2
unify_error_unselected = true ? 1 : [1]
nested           = true ? (false ? 1 : 2) : 3
cond_result_attr = (true ? { a = 1 } : { a = 2 }).a
cond_in_tuple    = [true ? 1 : 2, false ? 3 : 4]
cond_var_types   = flag ? num : str
cond_var_list    = flag ? tup : []
cond_empty_tuples = true ? [] : []
cond_empty_objs  = true ? {} : {}
cond_dynamic_null = flag ? nothing : 1
cond_compare     = num > 2 ? "big" : "small"
