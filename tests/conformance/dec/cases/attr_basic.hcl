name    = "web"
port    = 8080
enabled = true
