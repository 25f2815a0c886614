# Object-building for expressions: keys, duplicates, grouping.
basic           = { for k, v in { a = 1, b = 2 } : k => v * 10 }
from_tuple      = { for x in ["a", "b"] : x => upper_map[x] }
index_keys      = { for i, x in ["a", "b"] : i => x }
swap            = { for k, v in { a = "x", b = "y" } : v => k }
with_if         = { for k, v in { a = 1, b = 2, c = 3 } : k => v if v != 2 }
duplicate_key   = { for x in ["a", "b", "a"] : x => 1 }
duplicate_first_kept = { for i, x in ["a", "a"] : x => i }
grouping        = { for x in ["a", "b", "a"] : x => x... }
grouping_values = { for i, x in ["a", "b", "a"] : x => i... }
grouping_if     = { for i, x in ["a", "b", "a"] : x => i... if i > 0 }
grouping_single = { for x in ["a"] : x => x... }
null_key        = { for x in [null] : x => 1 }
bool_key        = { for x in [true] : x => 1 }
number_key      = { for x in [1.5] : x => 1 }
list_key        = { for x in [[1]] : x => 1 }
mixed_values    = { for x in ["a", "b"] : x => x == "a" ? 1 : "one" }
nested          = { for k, v in { a = [1, 2] } : k => [for x in v : x * 2] }
over_set_like   = { for v in (true ? [3, 1, 3] : []) : v => v... }
over_empty      = { for x in [] : x => x }
over_null       = { for x in null : x => x }
over_string     = { for x in "s" : x => x }
key_expr_error  = { for x in [1] : nope => x }
value_expr_error = { for x in [1] : "k" => nope }
key_template    = { for x in ["a"] : "key-${x}" => x }
newlines = {
  for k, v in { a = 1 } :
  k => v
}
result_access   = { for x in ["a"] : x => 1 }.a
map_source_order = { for k, v in (true ? { b = 1, a = 2 } : {}) : k => v }
grouped_then_index = { for x in ["a", "a"] : x => x... }["a"][1]
