# §1.12 conditional.
simple        = true ? 1 : 2
false_branch  = false ? 1 : 2
unify_string  = true ? 1 : "2"
unify_string_false = false ? 1 : "2"
null_true     = true ? null : 1
null_false    = false ? null : "x"
null_taken    = false ? 1 : null
null_both     = true ? null : null
map_pref      = true ? {a = 1} : {b = 2}
obj_unify     = true ? {a = 1} : {a = "x"}
tuple_list    = true ? [1, 2] : ["a"]
mismatch      = true ? 1 : [1]
mismatch_obj  = true ? {a = [1]} : {a = 1}
mismatch_tuple = true ? [[1]] : [1, 2]
cond_string   = "true" ? 1 : 2
cond_number   = 1 ? 1 : 2
cond_null     = null ? 1 : 2
cond_list     = [true] ? 1 : 2
unselected_error = true ? 1 : 1 + true
selected_error = false ? 1 : 1 + true
cond_error    = (1 + true) ? 1 : 2
unsafe_fail   = false ? 1 : "x"
nested        = true ? false ? 1 : 2 : 3
tuple_lengths  = true ? [1] : [1, 2]
empty_vs_one   = true ? [] : [1]
string_or_null = true ? "a" : null
list_or_null   = false ? [1] : null
both_errors    = nope ? nope2 : nope3
