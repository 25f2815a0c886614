b { # open
  a = 1
} # close
