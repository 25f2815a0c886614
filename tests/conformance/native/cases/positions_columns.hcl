# Error positions: columns count grapheme clusters, a tab is one column.
tab_before	=	nope
tabs_inside = [	1,	nope]
ascii_prefix = "abc${nope}"
latin_prefix = "héllo${nope}"
combining_prefix = "héllo${nope}"
emoji_prefix = "👍${nope}"
emoji_modifier = "👍🏽${nope}"
flag_prefix = "🇩🇪${nope}"
cjk_prefix = "日本語${nope}"
crlf_in_string = "a\r\n${nope}"
after_unicode_ident = { ÄÖÜ = 1 }.missing
second_line = [
  1,
      nope,
]
deep = {
  a = {
    b = [1, 2, nope]
  }
}
heredoc_line = <<EOT
line one
  line two ${nope}
EOT
multi_error = [nope1, nope2]
op_error = 1 + "x"
op_error_right = "x" + 1
op_error_both = "x" + "y"
