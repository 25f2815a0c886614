arith    = (2 + 3) * 4 - 10 / 4 % 3
cond     = 1 > 2 ? "yes" : "no"
for_list = [for x in [1, 2, 3, 4] : x * x if x % 2 == 0]
for_map  = { for k, v in { a = 1, b = 2 } : "key_${k}" => v if v > 0 }
splat    = [{ n = 1 }, { n = 2 }][*].n
index    = { k = ["zero", "one"] }.k[1]
template = "%{ for i in [1, 2] }<${i}>%{ endfor }%{ if true } done%{ endif }"
compare  = "a" == "a" && 3 >= 2 || false
