item {
  id = 1
  meta {
    k = "v"
    n = 2
  }
  part {
    v = "p1"
  }
  part {
    v = "p2"
  }
  v = "x"
}
primary {
  v = "first"
}
res "aws_instance" "web" {
  count = 2
  rule {
    port = 22
  }
}
s {
  k = "key"
  v = obj
}
named "one" "two" {
  v = var.a
}
req = "here"
