a = b["key"]
