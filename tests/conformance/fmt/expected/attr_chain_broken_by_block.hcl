a = 1
b {
}
ccccc = 2
dd    = 3
