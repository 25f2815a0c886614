a = [for x in y: x if x bad]
