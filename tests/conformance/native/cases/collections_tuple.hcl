# Tuple constructors: commas are mandatory, newlines inside brackets ignored.
empty           = []
one             = [1]
two             = [1, 2]
trailing_comma  = [1, 2,]
mixed_types     = [1, "two", true, null]
nested          = [[1, 2], [3, [4, []]]]
multi_line = [
  1,
  2,
  3,
]
newline_before_comma = [
  1
  , 2
]
first_on_next_line = [
  "a", "b"]
objects_inside  = [{ a = 1 }, { b = "x" }]
all_null        = [null, null]
expr_items      = [1 + 1, "x${1}", !true]
tuple_of_tuples = [[], [[]]]
string_items    = ["a", "b", "c"]
index_literal   = [10, 20, 30][1]
index_last      = [10, 20, 30][2]
index_string    = [10, 20, 30]["1"]
index_out       = [10, 20, 30][3]
index_negative  = [10, 20, 30][-1]
index_fraction  = [10, 20, 30][0.5]
index_bool      = [10, 20, 30][true]
index_null      = [10, 20, 30][null]
index_empty     = [][0]
index_bad_str   = [10, 20, 30]["one"]
attr_on_tuple   = [1, 2].foo
equal_tuples    = [1, "a"] == [1, "a"]
unequal_tuples  = [1, "a"] == [1, "b"]
tuple_len_diff  = [1] == [1, 1]
error_element   = [1, nope, 3]
