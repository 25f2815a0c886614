# Block labels (quoted with escapes, or bare), one-line blocks, nesting,
# repeated block types and attribute names that are keywords.
resource "a\tb" "x\u00e9" {
  true = false
  for  = "kw"
}
resource bare "mixed" { one = 1 }
resource "a\tb" "x\u00e9" {}

outer {
  middle {
    inner "deep" {
      value = <<EOT
line ${1 + 1}
  %{~ for i in [1, 2] ~}
item${i}
  %{~ endfor ~}
EOT
    }
  }
}
