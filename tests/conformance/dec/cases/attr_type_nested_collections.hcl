matrix = [[1, 2], [3], []]
groups = { admins = ["ann", "bob"], users = [] }
labels = [{ a = "1" }, { b = 2 }, { a = "1" }]
flags  = { x = { on = true, off = "false" } }
sets   = [[3, 1, 3], [2]]
