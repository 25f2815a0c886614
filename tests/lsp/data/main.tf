terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

provider "aws" {
  region = var.region
  default_tags {
    tags = local.common_tags
  }
}

provider "aws" {
  alias  = "west"
  region = "us-west-2"
}

variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "ports" {
  type = list(number)
}

locals {
  common_tags = {
    Project = "shop"
    Owner   = "platform"
  }
  instance_count = 2
}

data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]

  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}

resource "aws_security_group" "web" {
  name   = "web-${terraform.workspace}"
  vpc_id = var.vpc_id

  dynamic "ingress" {
    for_each = var.ports
    content {
      from_port   = ingress.value
      to_port     = ingress.value
      protocol    = "tcp"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }

  endpoint "api" {
    url = "https://api.example.com"
  }
}

resource "aws_instance" "web" {
  count                  = local.instance_count
  ami                    = data.aws_ami.ubuntu.id
  instance_type          = count.index == 0 ? "t3.large" : "t3.micro"
  vpc_security_group_ids = [aws_security_group.web.id]
  user_data              = templatefile("${path.module}/init.sh", { port = var.ports[0] })
  provider               = aws.west

  private_dns_name_options = {
    hostname_type = "resource-name"
  }

  root_block_device {
    volume_size = 20
  }

  tags = merge(local.common_tags, {
    Name = "web-${count.index}"
  })

  lifecycle {
    create_before_destroy = true
    ignore_changes        = [tags]
    precondition {
      condition     = data.aws_ami.ubuntu.architecture == "x86_64"
      error_message = "The AMI must be for x86_64."
    }
  }

  provisioner "local-exec" {
    command = "echo ${self.private_ip} > ip.txt"
  }

  connection {
    type = "ssh"
    host = self.public_ip
  }
}

output "instance_ids" {
  value = aws_instance.web[*].id
}
