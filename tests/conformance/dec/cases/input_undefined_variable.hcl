a = known
b = unknwon
