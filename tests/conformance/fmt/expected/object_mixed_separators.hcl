a = {
  a  = 1,
  bb = 2
}
