where      = region
first_port = ports[0]
message    = "${shout}: ${region}"
debug      = conf.debug
