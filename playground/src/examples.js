// The configurations to pick from: each with a spec for the decoded pane
// and variables for evaluation.
export const examples = [
  {
    name: "Terraform module",
    config: `# A Terraform-style module: variables, locals and resources.
variable "region" {
  description = "Where the instances run"
  default     = "eu-west-1"
}

variable "instance_count" {
  description = "How many instances"
  default     = 2
}

locals {
  name_prefix = "web-\${var.environment}"
  common_tags = {
    Environment = var.environment
    ManagedBy   = "terraform"
  }
}

resource "aws_instance" "web" {
  count         = var.instance_count
  ami           = "ami-0c55b159cbfafe1f0"
  instance_type = var.environment == "production" ? "m5.large" : "t3.micro"
  tags          = { Name = "\${var.environment}-web", Tier = "frontend" }
}

output "instance_names" {
  value = [for n in [1, 2, 3] : "web-\${n}" if n <= var.instance_count]
}
`,
    variables: `{
  "var": {"environment": "staging", "instance_count": 3}
}
`,
    spec: `# hcldec spec for the module: every block type it may hold.
object {
  block_map "variable" {
    labels = ["name"]
    object {
      attr "description" {
        type = string
      }
      attr "default" {
        type = string
      }
    }
  }
  block "locals" {
    object {
      attr "name_prefix" {
        type = string
      }
      attr "common_tags" {
        type = map(string)
      }
    }
  }
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "count" {
        type = number
      }
      attr "ami" {
        type = string
      }
      attr "instance_type" {
        type = string
      }
      attr "tags" {
        type = map(string)
      }
    }
  }
  block_map "output" {
    labels = ["name"]
    attr {
      name = "value"
      type = list(string)
    }
  }
}
`,
  },
  {
    name: "Nomad job",
    config: `job "docs" {
  datacenters = ["dc1"]
  type        = "service"

  group "web" {
    count = 3

    network {
      port "http" {
        to = 8080
      }
    }

    task "server" {
      driver = "docker"

      config {
        image = "hashicorp/http-echo:\${version}"
        args  = ["-listen", ":8080", "-text", "hello from \${region}"]
      }

      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}
`,
    variables: `{
  "version": "1.0.0",
  "region": "eu"
}
`,
    spec: `# hcldec spec for the job: its groups, their counts and tasks.
object {
  block_map "job" {
    labels = ["name"]
    object {
      attr "datacenters" {
        type     = list(string)
        required = true
      }
      attr "type" {
        type = string
      }
      block_map "group" {
        labels = ["name"]
        object {
          attr "count" {
            type = number
          }
          block "network" {
            block_map {
              block_type = "port"
              labels     = ["name"]
              object {
                attr "to" {
                  type = number
                }
              }
            }
          }
          block_map "task" {
            labels = ["name"]
            object {
              attr "driver" {
                type     = string
                required = true
              }
              block "config" {
                object {
                  attr "image" {
                    type = string
                  }
                  attr "args" {
                    type = list(string)
                  }
                }
              }
              block "resources" {
                object {
                  attr "cpu" {
                    type = number
                  }
                  attr "memory" {
                    type = number
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
`,
  },
  {
    name: "A config with mistakes",
    config: `# Each mistake is underlined; hover for the message.
service "api" {
  port     = 8080
  replicas = "three" + 1
  hosts    = ["a.example.com", "b.example.com"]
  primary  = hosts[5]
  timeout  = lookup(settings, "timeout")
  greeting = "Hello, \${nmae}!"
}

service "worker" {
  replicas = 2
}
`,
    variables: `{
  "name": "world"
}
`,
    spec: `# The comment lines above a spec block describe it: hover an item in
# the config to read them.
object {
  # A service to run, named by its label.
  block_map "service" {
    labels = ["name"]
    object {
      # The port the service listens on.
      attr "port" {
        type     = number
        required = true
      }
      # How many copies of the service run.
      attr "replicas" {
        type = number
      }
      # The host names the service answers to.
      attr "hosts" {
        type = list(string)
      }
      # The host that takes requests first.
      attr "primary" {
        type = string
      }
      # Seconds to wait for an answer.
      attr "timeout" {
        type = number
      }
      attr "greeting" {
        type             = string
        description      = "The **first words** a client reads."
        description_kind = "markdown"
      }
    }
  }
}
`,
  },
];
