# Literal-only mode: no variables and no functions.
number      = 1 + 2
string      = "a${"b"}"
tuple       = [1, "x"]
object      = { a = 1 }
for_expr    = [for x in [1, 2] : x * 2]
for_object  = { for k, v in { a = 1 } : v => k }
splat       = [{ a = 1 }][*].a
cond        = true ? "y" : "n"
template_if = "%{if true}t%{endif}"
variable    = some_var
var_in_tmpl = "${some_var}"
function    = upper("x")
unknown_fn  = nosuchfunc()
for_var_ok  = [for x in [1] : x]
for_outer   = [for x in [1] : y]
heredoc = <<EOT
literal ${1 + 1}
EOT
