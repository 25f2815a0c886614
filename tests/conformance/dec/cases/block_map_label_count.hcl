resource "disk" {
}
resource {
}
resource "disk" "a" "extra" {
}
resource "disk" "b" {
}
