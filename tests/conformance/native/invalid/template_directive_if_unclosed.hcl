a = "%{if true}x"
