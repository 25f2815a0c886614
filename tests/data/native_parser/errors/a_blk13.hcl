b "a\nb" {}
