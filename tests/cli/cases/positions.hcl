# Columns count grapheme clusters; tabs are one column.
a	= "é☃" + nope
b = "x" + [1]
