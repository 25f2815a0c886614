a = b."c"
