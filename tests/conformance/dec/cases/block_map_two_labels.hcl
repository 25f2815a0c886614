resource "disk" "a" {
  size = 10
}
resource "disk" "b" {
  size = 20
}
resource "vm" "a" {
  size = 2
}
