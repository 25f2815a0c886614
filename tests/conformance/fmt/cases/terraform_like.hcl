variable "name" {
type=string
default="x"
description="The name"
}

resource "aws_s3_bucket" "b" {
bucket=var.name
tags={
Name="x"
Environment="dev"
}
lifecycle {
prevent_destroy=true
}
}
