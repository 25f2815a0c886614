name  = "x"
nmae  = "typo"
other = 1
server {
  host  = "h"
  hosts = ["h"]
}
