# The same references without a variables file: "Variables not allowed".
name     = var.name
greeting = "Hello, ${var.name}!"
count    = var.count * 2
first    = var.items[0]
all      = var.items
nested   = var.nested.x.y
missing  = var.missing
unknown  = nope
splat    = var.objs[*].id
looped   = [for o in var.objs : o.id if o.id > 1]
nulls    = var.nothing == null
