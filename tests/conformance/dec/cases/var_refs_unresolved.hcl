undefined = nowhere.x
bad_attr  = obj.missing
bad_index = list[5]
fine      = obj.k
