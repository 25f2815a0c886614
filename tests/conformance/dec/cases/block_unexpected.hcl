name = "x"
servers {
}
client "c" {
}
