d = [for in in [in] : in]
