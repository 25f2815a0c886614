b "x" {
} # trailing
c = 1 2
