env      = env
replicas = n * 2
zones    = [for z in zones : "zone-${z}"]
