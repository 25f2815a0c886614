strings = ["b", "B", "a", "á", "10", "9", "", "aa"]
numbers = [1000, -5, 0.5, 100, 1e-2, 33]
bools   = [true, false, true]
lists   = [["b"], ["a", "c"], ["a"]]
