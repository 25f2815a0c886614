# §1.7 collection constructors.
empty_tuple   = []
tuple         = [1, "a", true, null]
nested        = [[1], {a = [2]}]
empty_object  = {}
object        = {a = 1, "b" = "x", c: true}
number_key    = {15 = 1, 1.5 = 2}
keyword_keys  = {true = 1, false = 2, null = 3}
duplicate     = {a = 1, a = 2}
dup_mixed     = {a = 1, "a" = 2}
paren_key     = {("a" + "") = 1}
template_key  = {"${"k"}${1}" = 1}
expr_key      = {(true ? "x" : "y") = 1}
null_key      = {(null) = 1}
list_key      = {([1]) = 1}
bool_key      = {(true) = 1}
ambiguous     = {a.b = 1}
key_and_value_errors = {(nope) = nope2}
later_key_error = {a = 1, (1 + true) = 2}
for_key       = {"for" = 1}
newlines      = {
  a = 1
  b = 2
}
commas_tuple  = [
  1,
  2,
]
value_error    = {a = nope, b = 1}
tuple_error    = [1, nope, 2]
