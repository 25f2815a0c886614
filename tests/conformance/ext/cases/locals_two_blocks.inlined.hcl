server {
  host = "${"web"}.${domain}"
  tags = [for t in tags : "${"web"}:${t}"]
}
