# Object constructors: '=' or ':', comma or newline separators, key forms.
empty          = {}
equals         = { a = 1 }
colon          = { a: 1 }
mixed_sep      = { a = 1, b: 2 }
comma_sep      = { a = 1, b = 2, c = 3 }
trailing_comma = { a = 1, b = 2, }
newline_sep = {
  a = 1
  b = 2
}
newline_and_comma = {
  a = 1,
  b = 2,
}
string_keys    = { "a b" = 1, "c-d" = 2 }
template_key   = { "k${1 + 1}" = "v" }
paren_key      = { (k) = "from variable" }
paren_str_key  = { ("lit") = 1 }
number_key     = { 15 = "fifteen" }
number_key_fr  = { 1.5 = "x" }
number_key_exp = { 1e3 = "x" }
bool_key_ident = { true = 1, false = 2, null = 3 }
bool_key_paren = { (true) = "t" }
num_key_paren  = { (1 + 2) = "three" }
null_key       = { (null) = 1 }
list_key       = { (["a"]) = 1 }
object_key     = { ({}) = 1 }
traversal_key  = { a.b = 1 }
index_key      = { a[0] = 1 }
ident_key_var  = { k = "k is a literal key, not the variable" }
duplicate_keys = { a = 1, a = 2 }
dup_mixed_form = { a = 1, "a" = 2 }
dup_types      = { a = 1, a = "x" }
for_key_quoted = { "for" = 1 }
for_key_second = { a = 1, for = 2 }
in_key         = { in = 1, if = 2 }
nested = {
  outer = {
    inner = [1, { deep = true }]
  }
}
unicode_keys   = { ключ = "v", "日本" = 1 }
dashed_key     = { my-key = 1 }
values_exprs   = { a = 1 + 2, b = "x${3}", c = [1] }
error_value    = { a = 1, b = nope }
error_key      = { (nope) = 1 }
key_order      = { b = 1, a = 2, B = 3, "_" = 4, "1" = 5 }
attr_access    = { a = 1 }.a
index_access   = { a = 1 }["a"]
missing_attr   = { a = 1 }.b
missing_index  = { a = 1 }["b"]
numeric_index  = { "0" = "zero" }[0]
equal_objects  = { a = 1 } == { a = 1 }
unequal_objs   = { a = 1 } == { a = 2 }
