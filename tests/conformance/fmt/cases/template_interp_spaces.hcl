a = "pre ${ var.x } post"
