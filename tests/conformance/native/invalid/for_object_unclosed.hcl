a = {for k, v in {} : k => v
