# try/can without a variable table (reference-behaviour §7.2): references
# fail with "Variables not allowed", which try and can catch.
first_fails        = try(nope, "fallback")
all_fail           = try(nope1, nope2)
first_wins         = try("first", nope)
missing_attribute  = try({ a = 1 }.b, "no b")
all_missing        = try({ a = 1 }.b, { b = 2 }.c)
type_error         = try(1 + "x", 2)
no_arguments       = try()
single             = try(1)
null_wins          = try(null, 1)
conversion_wins    = try(upper(1), upper(true), 3)
for_error          = try([for x in [1, "a"] : x + 1], 5)
unknown_function   = try(nope, undefinedfn(1), 2)
nested             = try(try(nope, nope2), "outer")
nested_can         = try(can(nope) ? nope : "x", "y")
for_variable       = [for x in [1, "a", 3] : try(x * 2, x)]
for_variable_can   = [for x in [1, "a", 3] : can(x * 2)]
expanded           = try([nope, 2]...)
expanded_ok        = try([1, 2]...)
can_ok             = can(1 + 1)
can_fail           = can(1 + "x")
can_variable       = can(nope)
can_null           = can(null)
can_list           = can([nope])
can_unknown_fn     = can(undefinedfn(1))
can_none           = can()
can_two            = can(1, 2)
can_index          = can([1, 2][5])
can_in_condition   = can(parseint("x", 10)) ? "yes" : "no"
try_in_template    = "v=${try(nope, "d")}"
