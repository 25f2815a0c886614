port = 80
