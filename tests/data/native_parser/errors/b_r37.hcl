a = "%{for k, 1 in x}%{endfor}"
