name      = "db"
host      = "localhost"
port      = 5432
max_conns = 100
