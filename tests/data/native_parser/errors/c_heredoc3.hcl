a = <<-EOT
	${x}
	EOT
