a = [for k, v in o : "${k}=${v}" if v != null]
b = u.x
c = "${out.arn}-${p[0]}"
resource "r" "x" { a = out.n * 2  b = l[*] }
d = {for x in t : x => x...}
e = coalesce(o.b, z).c
f = length(st) + i / n % 2