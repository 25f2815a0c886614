# §1.8 index, attribute access, traversals.
list_index     = list[1]
list_string    = list["1"]
list_bad       = list[5]
list_negative  = list[-1]
list_fraction  = list[0.5]
list_nokey     = list["a"]
list_null_key  = list[null]
computed       = list[idx]
computed_str   = obj[key]
obj_attr       = obj.a
obj_missing    = obj.nope
obj_index      = obj["a"]
obj_index_num  = obj[1]
nested         = obj.nested.list[0]
legacy         = list.0
tuple_ctor     = [1, 2, 3][1]
string_index   = str[0]
number_attr    = num.foo
null_index     = nul[0]
null_attr      = nul.foo
list_attr      = objects.name
unknown_var    = nope
suggest        = lst
deep_missing   = obj.nested.nope.deeper
after_call     = [obj][0].a
paren_traverse = (obj).a
bool_index     = list[true]
index_of_index = obj.nested.list[list[0] - 1]
keyword_root   = null.a
ctor_index     = {a = 1}["a"]
ctor_num_index = {a = 1}[0]
frac_ctor      = [1, 2][1.5]
str_key_ctor   = [1, 2]["x"]
key_error      = list[nope]
coll_error     = nope[0]
