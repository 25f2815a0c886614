a b "c" {
}
