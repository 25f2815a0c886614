a = "tab\there \"q\" $${x} %%{y}"
