# §1.10 for expressions.
tuple          = [for v in list: upper(v)]
index          = [for i, v in list: i]
object_iter    = [for k, v in obj: "${k}=${v}"]
map_keys       = {for k, v in obj: v => k}
cond           = [for v in nums: v if v > 1]
cond_index     = [for i, v in list: v if i != 1]
group          = {for v in words: substr(v, 0, 1) => v...}
duplicate      = {for v in words: substr(v, 0, 1) => v}
null_coll      = [for v in nul: v]
string_coll    = [for v in "abc": v]
number_coll    = [for v in 5: v]
cond_string    = [for v in nums: v if "true"]
cond_null      = [for v in nums: v if null]
cond_number    = [for v in nums: v if 1]
cond_per_elem  = [for v in mixed: v if v]
cond_null_elem = [for v in maybe: v if v]
key_null       = {for v in list: null => v}
key_list       = {for v in list: [v] => v}
key_number     = {for v in nums: v => v}
key_bool       = {for v in [true, false]: v => v}
nested         = [for a in [1, 2]: [for b in [3, 4]: a * b]]
shadow         = [for list in [[1]]: list]
outer_ref      = [for v in nums: v + idx]
value_error    = [for v in nums: v + true]
unknown_in_cond = [for v in nums: v if nope]
empty_obj      = {for v in []: v => v}
tuple_of_obj   = [for o in objs: o.a]
iter_obj_order = [for k, v in {b = 1, a = 2, c = 3}: k]
group_order    = {for v in [3, 1, 2, 1]: "k${v % 2}" => v...}
value_errors   = [for v in [1, "a", true]: v + 1]
precheck_error = {for k, v in {a = 1}: k => v if v > "x"}
cond_null_vals = [for v in [null]: v if v]
cond_index_obj = {for i, v in ["a", "b"]: v => i if i > 0}
group_cond     = {for v in [1, 2, 3, 4]: (v % 2 == 0 ? "even" : "odd") => v... if v > 1}
over_tuple     = [for v in [1, "a"]: v]
over_object_kv = {for k, v in {a = "x", b = "y"}: v => k}
key_error      = {for v in [1]: (v + true) => v}
