a = "%{for in y}a%{endfor}"
