x = join(",", sort([for n in ["b", "a", "c"] : upper(n)]))
