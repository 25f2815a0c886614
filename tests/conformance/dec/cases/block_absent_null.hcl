other = "present"
