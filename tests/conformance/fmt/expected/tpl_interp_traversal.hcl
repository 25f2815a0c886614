a = "${var.a.b[0]}"
