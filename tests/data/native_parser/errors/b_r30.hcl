a = x[*].y.*.z
