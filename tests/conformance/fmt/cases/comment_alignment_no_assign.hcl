block { # c1
  x = 1 # c2
} # c3
