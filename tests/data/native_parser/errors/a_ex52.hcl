a = "%{for x in y}a%{else}%{endfor}"
