null_string      = null
null_list        = null
null_object      = null
null_any         = null
list_with_null   = ["a", null]
object_with_null = { a = "x", b = null }
map_with_null    = { k = null, l = "v" }
tuple_with_null  = [null, { deep = null }]
