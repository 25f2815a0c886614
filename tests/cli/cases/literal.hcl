# Literal-only mode (eval --literal): no variables, no functions.
plain    = 1 + 2
text     = "a${"b"}c"
variable = foo
call     = nosuchfunction()
for      = [for x in [1, 2] : x * 2]
