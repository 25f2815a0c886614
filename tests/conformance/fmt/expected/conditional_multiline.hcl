a = (
  x
  ? y
  : z
)
