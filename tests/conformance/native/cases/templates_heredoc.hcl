# Heredoc templates: <<ID and <<-ID, indented closing markers, flush rules.
basic = <<EOT
hello
world
EOT
empty = <<EOT
EOT
single_line = <<EOT
one line
EOT
blank_lines = <<EOT

middle

EOT
indented_content = <<EOT
    four spaces
  two spaces
EOT
indented_marker = <<EOT
  content
  EOT
flush_basic = <<-EOT
    a
      b
    c
    EOT
flush_marker_left = <<-EOT
    a
    b
EOT
flush_tabs = <<-EOT
		tab one
			tab two
		EOT
flush_mixed = <<-EOT
  	x
   y
  EOT
flush_blank_ignored = <<-EOT
    a

    b
    EOT
flush_ws_only_line = <<-EOT
    a
  
    b
    EOT
flush_interp_start = <<-EOT
    ${name}
    text
    EOT
flush_interp_col0 = <<-EOT
${name}
    text
    EOT
flush_interp_col0_last = <<-EOT
    text
      more
${name}
    EOT
flush_strip_col0 = <<-EOT
    a
    %{~ if true ~}
    b
    %{~ endif ~}
    c
    EOT
flush_interp_mid = <<-EOT
    x ${name}
      y
    EOT
flush_not_values = <<-EOT
    ${"    kept"}
    EOT
flush_value_spaces = <<-EOT
    a${"  "}b
      c
    EOT
interp = <<EOT
Hello, ${name}!
EOT
directive = <<EOT
%{ for x in [1, 2] }
item ${x}
%{ endfor }
EOT
directive_strip = <<EOT
%{ for x in [1, 2] ~}
item ${x}
%{ endfor ~}
EOT
if_strip = <<EOT
start
%{~ if true ~}
middle
%{~ endif ~}
end
EOT
marker_like_content = <<EOT
foo EOT
EOT bar
EOTX
EOT
other_marker = <<END_OF_TEXT
EOT
END_OF_TEXT
lowercase_marker = <<eot
x
eot
dashed_marker = <<my-end
x
my-end
escapes_kept = <<EOT
\n is not an escape, nor \t
but $${this} and %%{this} are
EOT
quotes = <<EOT
"quoted" and 'single'
EOT
unicode_flush = <<-EOT
    héllo
      wörld
    EOT
nbsp_flush = <<-EOT
  a
   b
  EOT
unwrap_heredoc = <<EOT
${name}
EOT
only_interp_no_newline_unwrap = <<EOT
${count}
EOT
in_list = [<<EOT
item
EOT
, "after"]
in_object = {
  text = <<EOT
inside
EOT
  other = 1
}
in_parens = "${(<<EOT
lower
EOT
)}"
comment_after_marker = <<EOT
x
EOT
strip_one_newline = <<EOT
x


%{~ if true }y%{ endif }
EOT
strip_after = <<EOT
%{ if true ~}


y
%{ endif }
EOT
heredoc_error = <<EOT
${nope}
EOT
