name  = "web"
item {}
item {}
first = "Ada"
last  = "Lovelace"
