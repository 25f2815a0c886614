a = "%{for x [1]}x%{endfor}"
