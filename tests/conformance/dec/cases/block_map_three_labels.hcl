r "eu" "a" "x" {
  target = "1"
}
r "eu" "a" "y" {
  target = "2"
}
r "eu" "b" "x" {
  target = "3"
}
r "us" "a" "x" {
  target = "4"
}
