a = "${~ var.x ~}"
