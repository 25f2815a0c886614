block label1 label2 {
}
