a = {
  b = 1
  cc = 2
}
list = [
1,
2,
]
obj = { x = 1, y = 2 }
m = {
"k" = 1
"long key" = 2 }
