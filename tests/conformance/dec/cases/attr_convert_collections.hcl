string_set   = ["b", "a", "c", "b"]
number_set   = [10, 2, 33, 2, -1]
mixed_list   = ["a", 1, true]
unified_list = [1, "x"]
number_map   = { one = 1, two = "2" }
unified_map  = { a = 1, b = "x" }
empty_list   = []
