b { # c
}
