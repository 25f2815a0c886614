missing_attr = { a = "x" }
extra_attr   = { a = "x", z = 1 }
tuple_length = ["a"]
nested       = [{ port = 1 }, { port = "http" }]
set_of_lists = [[1], ["a"]]
