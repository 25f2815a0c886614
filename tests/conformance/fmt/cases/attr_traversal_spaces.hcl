a = b . c . d
