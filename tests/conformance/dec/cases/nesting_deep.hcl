platform {
  name = "prod"
  tier {
    level = 1
    svc "api" {
      health {
        path     = "/health"
        interval = 10
        check {
          kind = "http"
        }
        check {
          kind = "tcp"
        }
      }
      ports = [{ n = 80, proto = "tcp" }]
    }
    svc "web" {
      ports = []
    }
  }
  tier {
    level = 2
  }
}
