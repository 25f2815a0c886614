name  = upper(bucket.nope)
count = replicas + [1]
