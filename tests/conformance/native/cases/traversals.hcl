# Variables, attribute access, index (constant and computed), legacy .N.
root_string      = str
root_object      = obj
attr             = obj.name
attr_nested      = obj.inner.deep
attr_missing     = obj.missing
attr_on_string   = str.length
attr_on_number   = num.x
attr_on_null     = nul.x
attr_on_tuple    = tup.x
attr_of_list_obj = objs.name
index_number     = tup[1]
index_string_key = obj["name"]
index_str_number = tup["1"]
index_computed   = tup[num - 2]
index_var_key    = obj[key]
index_nested     = nested[0][1]
index_after_attr = obj.list[0]
attr_after_index = objs[1].name
legacy_index     = tup.0
legacy_index_2   = tup.2
legacy_nested    = nested.0[1]
legacy_then_attr = objs.0.name
legacy_out_range = tup.9
index_out_range  = tup[9]
index_negative   = tup[-1]
index_fraction   = tup[1.5]
index_on_null    = nul[0]
index_null_key   = tup[null]
index_on_string  = str[0]
index_on_number  = num[0]
index_on_bool    = yes[0]
index_obj_number = obj[0]
index_obj_missing = obj["nope"]
index_bool_key   = obj[true]
index_tuple_key  = tup[[0]]
unknown_root     = nope.a.b
stops_at_first   = obj.missing.deeper
paren_root       = (obj).name
paren_index      = (tup)[0]
template_index   = tup["${1}"]
computed_chain   = [obj][0].inner["deep"]
literal_tuple_idx = [10, 20][num - 3]
literal_obj_attr = { a = { b = 1 } }.a.b
string_digit_key = digits["0"]
string_digit_num = digits[0]
string_digit_leg = digits.0
map_attr         = (true ? { a = 1, b = 2 } : {}).a
map_missing      = (true ? { a = 1, b = 2 } : {}).c
map_index        = (true ? { a = 1, b = 2 } : {})["b"]
map_index_missing = (true ? { a = 1 } : {})["z"]
map_index_number = (true ? { "1" = "one" } : {})[1]
list_index       = (true ? [1, 2, 3] : [])[2]
list_index_out   = (true ? [1, 2, 3] : [])[3]
list_index_str   = (true ? [1, 2, 3] : [])["0"]
list_attr        = (true ? [1, 2, 3] : []).foo
list_of_obj_attr = (true ? [{ a = 1 }] : []).a
keyword_roots    = [true, false, null]
