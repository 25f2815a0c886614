a = "%{ iff true }x%{ endif }"
