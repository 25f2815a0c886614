svc "web" {
  port = 1
}
svc "web" {
  port = 2
}
resource "disk" "a" {
}
resource "disk" "b" {
}
resource "disk" "a" {
}
