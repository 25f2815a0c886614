svc "naïve" {
  v = 1
}
svc "with \"quotes\"" {
  v = 2
}
svc "" {
  v = 3
}
svc bare_label {
  v = 4
}
