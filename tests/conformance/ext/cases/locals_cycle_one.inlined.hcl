x = 2
y = cycle_member
