none      = count_rest("n")
three     = count_rest("t", 1, "two", [3])
spread    = count_rest("s", [1, 2]...)
collected = all(1, "a", true)
