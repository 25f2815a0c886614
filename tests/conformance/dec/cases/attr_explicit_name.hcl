display_name = "Front end"
identifier   = 7
