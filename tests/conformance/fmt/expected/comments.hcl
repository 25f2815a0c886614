# only comment
# indented comment
block {
  // inside
  a = 1 # trailing
  /* multi
  line */
  b = 2
}
