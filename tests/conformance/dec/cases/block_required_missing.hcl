nested {
}
