a = "${~var.x~}"
