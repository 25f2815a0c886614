composed = "cafe\u0301"
escapes  = "tab\tquote\"back\\slash $${literal} %%{literal}"
heredoc  = <<-EOT
  first line
    indented
  EOT
emoji    = "\U0001F600 ok"
