list_any        = [[1, 2], [3]]
map_of_lists    = { a = [1], b = ["x", true] }
object_with_any = { fixed = 1, free = [true, "x"] }
