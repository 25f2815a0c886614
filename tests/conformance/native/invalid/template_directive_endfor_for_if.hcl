a = "%{if true}x%{endfor}"
