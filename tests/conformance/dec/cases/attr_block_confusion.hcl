name {
}
server = {
  host = "h"
}
