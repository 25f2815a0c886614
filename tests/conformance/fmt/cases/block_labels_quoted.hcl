resource "aws_instance"   "web"{
ami="x"
}
