a = <<-EOT
  abc
   def
  EOT
b = 1 2
