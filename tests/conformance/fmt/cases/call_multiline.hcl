a = merge(
b,
c,
)
