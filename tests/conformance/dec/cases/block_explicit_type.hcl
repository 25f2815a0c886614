main_server {
  host = "a.example.com"
}
backup {
  host = "b.example.com"
}
