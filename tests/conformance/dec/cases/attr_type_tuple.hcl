triple        = ["a", "2", "true"]
pair_of_lists = [["x", 1], { n = "5" }]
empty         = []
with_any      = [{ k = 1 }, 3]
