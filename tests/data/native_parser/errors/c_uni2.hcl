a = "é" b
