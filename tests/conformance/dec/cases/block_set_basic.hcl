port {
  number = 443
}
port {
  number = 80
}
port {
  number = 443
}
rule {
  from = "b"
  to   = "c"
}
rule {
  from = "a"
  to   = "b"
}
rule {
  from = "b"
  to   = "c"
}
