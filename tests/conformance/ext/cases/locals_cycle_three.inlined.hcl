x = cycle_member
