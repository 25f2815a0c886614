a = "%{else}"
b = "%{endfor}"
