env "prod" {
  url = "https://example.com"
}
env "dev" {
}
