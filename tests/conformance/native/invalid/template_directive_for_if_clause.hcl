a = "%{for x in [1] if true}x%{endfor}"
