a = [null, true, false]
