# try/can with a variable table: undeclared variables give "Unknown
# variable", which try and can catch like any other error.
undeclared          = try(undefined_var, 1)
can_undeclared      = can(undefined_var)
attribute           = try(v.a, 7)
missing_attribute   = try(v.missing, 7)
deep                = can(v.a.b)
list_index          = try(v.list[1], "none")
list_out_of_range   = try(v.list[9], "none")
map_lookup          = try(v.map.x, v.map.y, "none")
map_fallback        = try(v.map.z, v.map.y, "none")
expanding_object    = try(v...)
splat               = try(v.objs[*].name, [])
splat_missing       = try(v.objs[*].nope, "no")
for_over_variable   = [for o in v.objs : try(o.port, 80)]
can_for             = [for o in v.objs : can(o.port)]
all_fail            = try(v.nope1, v.nope2)
