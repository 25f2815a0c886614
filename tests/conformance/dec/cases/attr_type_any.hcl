num     = 42
str     = "text ${1 + 2}"
tup     = [1, "two", true, null]
obj     = { a = 1, b = [true], c = { d = "e" } }
nothing = null
flag    = !false
