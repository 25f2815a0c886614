plain       = s
attrs       = a.c.k
indexes     = a.b[1]
missing_key = list[0]["n"]
in_for      = [for item in list : item.n + a.b[0]]
in_template = "${s}-${a["c"].k}"
