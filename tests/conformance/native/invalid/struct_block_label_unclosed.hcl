b "x {
}
