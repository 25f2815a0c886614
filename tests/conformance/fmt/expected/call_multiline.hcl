a = merge(
  b,
  c,
)
