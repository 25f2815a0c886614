owner = owner
total = total * 10
list  = list
