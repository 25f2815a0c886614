# Function-call syntax and argument handling (uses standard functions).
simple           = upper("abc")
no_args_arity    = upper()
too_many         = upper("a", "b")
trailing_comma   = max(1, 2,)
multi_line = max(
  1,
  5,
  3
)
multi_line_trailing = concat(
  [1],
  [2],
)
expand_tuple     = max([3, 9, 2]...)
expand_with_args = max(10, [3, 9, 2]...)
expand_list      = max((true ? [3, 9] : [])...)
expand_set       = max(setunion([4, 8])...)
expand_var       = max(nums...)
expand_null      = max(nothing...)
expand_string    = max("x"...)
expand_number    = max(1...)
expand_empty     = concat([]...)
expand_nested_call = length(concat([1], [2, 3])...)
arg_conversion   = upper(42)
arg_bool_to_str  = upper(true)
arg_bad_type     = upper([1])
arg_null         = upper(null)
arg_error        = upper(nope)
nested_calls     = upper(lower(upper("MiXeD")))
call_in_template = "${upper("a")}-${lower("B")}"
call_result_index = split(",", "a,b,c")[1]
call_result_attr = merge({ a = 1 }, { b = 2 }).b
call_in_for      = [for s in ["a", "b"] : upper(s)]
call_splat       = split(",", "x,y")[*]
variadic_zero    = concat()
variadic_mixed   = concat([1], ["a"])
fn_name_dashed   = regex_replace("abc", "b", "X")
paren_arg        = upper(("x"))
