a = b ? c : d
