a = "%{for k x}%{endfor}"
