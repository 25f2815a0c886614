# Tuple-building for expressions.
basic          = [for x in [1, 2, 3] : x * 2]
with_index     = [for i, x in ["a", "b"] : "${i}:${x}"]
with_if        = [for x in [1, 2, 3, 4] : x if x % 2 == 0]
if_string_cond = [for x in [1, 2] : x if "true"]
over_object    = [for k, v in { b = 1, a = 2 } : "${k}=${v}"]
object_values  = [for v in { b = 1, a = 2 } : v]
over_var       = [for x in items : upperish[x]]
over_empty     = [for x in [] : x]
over_list      = [for x in (true ? [3, 1] : []) : x]
over_map       = [for k, v in (true ? { z = 1, a = 2 } : {}) : k]
nested_for     = [for x in [1, 2] : [for y in [10, 20] : x + y]]
outer_var      = [for x in [1, 2] : x + offset]
shadows_var    = [for offset in [7] : offset]
shadow_after   = [[for offset in [7] : offset], offset]
key_in_body    = [for k, v in ["x"] : k]
newlines = [
  for x in [1, 2] :
  x
  if x > 1
]
mixed_types    = [for x in [1, "a", true] : x]
result_null    = [for x in [1] : null]
over_string    = [for x in "abc" : x]
over_number    = [for x in 5 : x]
over_null      = [for x in null : x]
over_null_var  = [for x in nothing : x]
if_null        = [for x in [1] : x if null]
if_number      = [for x in [1] : x if 1]
if_string_bad  = [for x in [1] : x if "maybe"]
if_per_elem    = [for x in [true, null] : x if x]
body_error     = [for x in [1, 2] : x + "a"]
body_error_one = [for x in [1, "a"] : x * 1]
iter_var_gone  = [for x in [1] : x][0] + x
unknown_coll   = [for x in nope : x]
key_var_tuple  = [for i, v in [5, 6] : i + v]
index_result   = [for x in [1, 2, 3] : x][2]
splat_result   = [for x in [{ a = 1 }, { a = 2 }] : x].*.a
cond_in_body   = [for x in [1, 2, 3] : x > 1 ? "big" : "small"]
tuple_elements = [for x in [[1], [2, 3]] : x]
# A tuple constructor as the collection: its elements are iterated without
# building the tuple; failures inside it and in the body are the same.
element_fails  = [for p in [1, null] : p + 1]
element_call   = [for p in [upper("a"), "b"] : p]
body_unknown   = [for p in [1, 2] : undefined_here]
nested_tuples  = [for p in [[1, 2], [3]] : length(p)]
index_skipped  = [for i, v in ["x", "y", "z"] : i if i != 1]
