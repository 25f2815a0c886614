a = "%{for k, v in x}${k}%{endfor}"
b = "%{for 1 in x}%{endfor}"
