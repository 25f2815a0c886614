stage = "file"
file  = "file"
