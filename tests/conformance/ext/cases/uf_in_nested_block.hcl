function "inc" {
  params = [n]
  result = n + 1
}
outer {
  inner {
    x = inc(1)
  }
}
