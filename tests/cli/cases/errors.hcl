# Attributes whose evaluation fails, and values JSON cannot hold.
unknown_var  = foo.bar
unknown_fn   = nosuchfunction(1)
bad_add      = "a" + 1
bad_index    = [1, 2][5]
bad_attr     = { a = 1 }.b
infinite     = 1 / 0
zero_by_zero = 0 / 0
bad_cond     = 5 ? 1 : 2
mismatch     = true ? "a" : [1]
bad_for      = [for x in 5 : x]
dup_keys     = { for v in ["a", "a"] : v => v }
null_splat   = null[*]
fine         = "still evaluated"

block {
  inner_error = -"x"
  inner_ok    = 1
}
