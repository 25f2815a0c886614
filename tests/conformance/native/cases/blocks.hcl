# Blocks: labels (identifier or quoted), nesting, one-line forms, duplicates.
top = "top-level attribute"

no_labels {
  a = 1
}

ident_label foo {
  a = 2
}

quoted_label "foo bar" {
  a = 3
}

mixed_labels "one" two "three" {
  a = 4
}

escaped_label "tab\there \"quoted\" \u00e9" {
}

empty_label "" {
}

unicode_label "日本" ünïcode {
  ключ = "значение"
}

dashed-type dashed-label {
  my-attr = "x"
}

empty_block {
}

one_line_empty {}

one_line_attr { a = "one line" }

one_line_label "x" { b = 1 + 1 }

nested {
  a = "outer"
  inner "x" {
    b = "inner"
    deepest {
      c = [1, 2]
    }
  }
  inner "y" {
    b = "second"
  }
}

duplicate {
  n = 1
}

duplicate {
  n = 2
}

same_name_as_attr {
  top = "attribute inside shares a name with the top-level one"
}

errors_inside {
  bad = nope
  good = "still evaluated"
}

true {
  null = "keywords as block type and attribute name"
}

comment_labels /* between */ "a" { # trailing comment
}
