# Sets: creation via set functions, set ordering, splat/for/expansion over sets.
union_numbers    = setunion([3, 1], [2, 10])
union_strings    = setunion(["b", "a"], ["B", "aa", ""])
union_bools      = setunion([true], [false])
union_mixed_conv = setunion([1], ["a"])
union_dups       = setunion([1, 1, 2], [2])
intersection     = setintersection([1, 2, 3], [2, 3, 4])
subtract         = setsubtract(["a", "b", "c"], ["b"])
symdiff          = setsymmetricdifference([1, 2], [2, 3])
has_element      = sethaselement(setunion([1, 2]), 2)
splat_over_set   = setunion([{ a = "y" }, { a = "x" }])[*].a
attr_splat_set   = setunion([{ a = 2 }, { a = 1 }]).*.a
for_over_set     = [for k, v in setunion(["b", "a"]) : "${k}=${v}"]
for_obj_set      = { for v in setunion(["b", "a"]) : v => v }
index_set        = setunion([1, 2])[0]
set_length       = length(setunion([1, 2], [2, 3]))
set_equal        = setunion([1, 2]) == setunion([2, 1])
set_in_cond      = true ? setunion([1]) : setunion([2])
set_vs_tuple     = true ? setunion([1]) : ["a", "b"]
set_of_objects   = setunion([{ n = 2 }, { n = 1 }])
set_numbers_order = setunion([10, 9, 100, -1, 0.5])
set_in_template  = "%{for x in setunion(["z", "y"])}${x}%{endfor}"
