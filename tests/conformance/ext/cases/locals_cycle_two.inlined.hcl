x = cycle_member
y = "fine"
