# Splat operators .* and [*] over tuples, lists, scalars and nulls.
attr_splat_tuple   = objs.*.name
full_splat_tuple   = objs[*].name
attr_splat_index   = objs.*.tags[0]
full_splat_index   = objs[*].tags[0]
attr_splat_legacy  = objs.*.tags.0
full_splat_legacy  = objs[*].tags.0
splat_no_steps     = objs[*]
attr_splat_nosteps = objs.*
splat_nested_attr  = objs[*].inner.v
splat_on_list      = (true ? [{ a = 1 }, { a = 2 }] : []).*.a
full_splat_list    = (true ? [{ a = 1 }, { a = 2 }] : [])[*].a
splat_empty_list   = (true ? [] : [{ a = 1 }])[*].a
splat_empty_tuple  = [][*].a
splat_scalar       = scalar[*]
splat_scalar_attr  = obj[*].name
splat_string_lit   = "x"[*]
splat_null         = nothing[*]
splat_null_attr    = nothing.*.a
splat_null_lit     = null[*]
splat_null_list    = (true ? null : [1])[*]
splat_null_tuple_typed = (true ? null : [1, "a"])[*]
splat_missing_attr = objs[*].nope
splat_mixed_elems  = mixed[*].a
splat_then_index   = objs[*].name[1]
attr_splat_then_ix = objs.*.name[1]
nested_full_splat  = groups[*].members[*].id
splat_of_splat_lit = [[1, 2], [3]][*][0]
splat_of_for       = [for x in [1, 2] : { v = x }][*].v
splat_on_map       = (true ? { a = { x = 1 } } : {})[*].a
splat_var_tuple    = tup[*]
splat_list_strings = (true ? ["b", "a"] : [])[*]
splat_error_elem   = [1, "a"][*].x
splat_in_template  = "${objs[*].name[0]}"
splat_result_len   = [for x in objs[*].name : x]
splat_unknown_var  = nope[*].a
nested_list_splat  = (true ? [{ l = [{ id = 1 }] }] : [])[*].l[*].id
