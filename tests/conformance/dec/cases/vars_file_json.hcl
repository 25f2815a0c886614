owner  = owner
limits = limits
