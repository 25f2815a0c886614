# Null values and error propagation through constructors and operators.
null_literal      = null
null_var          = nothing
null_in_tuple     = [null, nothing]
null_in_object    = { a = null, b = nothing }
null_attr_access  = nothing.a
null_index        = nothing[0]
null_splat        = nothing[*]
null_in_template  = "${nothing}"
null_equality     = nothing == null
null_inequality   = nothing != null
null_cond_branch  = true ? nothing : "x"
null_arith        = nothing * 2
null_not          = !nothing
null_compare      = nothing > 1
null_and          = nothing && true
null_for          = [for x in nothing : x]
null_for_elems    = [for x in [nothing, 1] : x]
error_in_tuple    = [1, nope]
error_in_object   = { a = nope }
error_in_key      = { (nope) = 1 }
error_in_index    = [1][nope]
error_in_template = "a${nope}b"
error_in_paren    = (nope)
error_then_op     = nope + 1
error_op_chain    = (1 + "a") * 2
error_in_for_coll = [for x in nope : x]
error_in_for_body = [for x in [1] : nope]
error_in_cond     = nope ? 1 : 2
error_twice       = [nope, nope]
error_attr_chain  = vals.missing.x
nested_null       = vals.inner_null
nested_null_attr  = vals.inner_null.x
dynamic_null_eq   = vals.inner_null == nothing
empty_vs_null     = "" == null
zero_vs_null      = 0 == null
false_vs_null     = false == null
