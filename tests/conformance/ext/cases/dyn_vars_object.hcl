dynamic "env" {
  for_each = environment
  labels   = [env.key]
  content {
    value = env.value
    upper = upper(env.value)
  }
}
