# §1.13 templates.
plain        = "hello"
interp       = "a${1}b"
number       = "${1.5}x"
bool         = "${true}!"
unwrap_bool  = "${true}"
unwrap_list  = "${[1, 2]}"
unwrap_null  = "${null}"
two_parts    = "${""}${true}"
null_part    = "a${null}b"
list_part    = "a${[1]}b"
object_part  = "x${ {a = 1} }"
escapes      = "a\nb\t\"q\" $${x} %%{y}"
nested       = "a${"b${"c"}"}"
if_true      = "%{if true}yes%{else}no%{endif}"
if_false     = "%{if false}yes%{endif}."
if_string    = "%{if "true"}y%{endif}"
if_null      = "%{if null}y%{endif}"
if_number    = "%{if 1}y%{endif}"
for_join     = "%{for i, v in ["a", "b", "c"]}${i}=${v};%{endfor}"
for_numbers  = "%{for v in [1, 2.5, true]}${v} %{endfor}"
for_object   = "%{for k, v in {b = 1, a = 2}}${k}${v}%{endfor}"
for_null     = "%{for v in [1, null, 2]}${v}%{endfor}"
for_list     = "%{for v in [[1]]}${v}%{endfor}"
for_empty    = "%{for v in []}${v}%{endfor}"
for_over_null = "%{for v in null}${v}%{endfor}"
strip        = "a  ${~ "b" ~}  c"
heredoc      = <<EOT
line ${1 + 1}
%{ for v in ["x", "y"] ~}
item ${v}
%{ endfor ~}
EOT
flush        = <<-EOT
    one
      two ${"three"}
    EOT
nfc          = "e\u0301"
unicode_interp = "${"e\u0301"}"
unknown_var  = "a${nope}b"
unwrap_error = "${1 + true}"
part_error   = "a${1 + true}b"
for_if       = "%{for v in [1, 2, 3]}%{if v > 1}${v}%{endif}%{endfor}"
for_kv       = "%{for k, v in {a = 1}}${k}:${v}%{endfor}"
heredoc_if   = <<EOT
%{ if true ~}
  yes
%{~ else ~}
  no
%{~ endif }
EOT
two_errors   = "${null}${[1]}"
