a = "%{if x}a"
