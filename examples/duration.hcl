# Durations written the way people write them.
connect_timeout = "90s"
read_timeout    = "1h30m"
idle_timeout    = "2h"
