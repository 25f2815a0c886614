# Function-call failures that need no particular standard function.
unknown_function   = nosuchfunc(1)
unknown_no_args    = nosuchfunc()
unknown_similar    = uper("x")
unknown_in_tmpl    = "${nosuch(1)}"
unknown_nested     = [nosuch()]
unknown_with_error_arg = nosuch(nope)
var_named_like_fn  = upper
