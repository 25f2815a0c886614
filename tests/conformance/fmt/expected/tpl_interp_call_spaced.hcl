a = "${upper("x")}"
