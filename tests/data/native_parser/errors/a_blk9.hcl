b {
 a = 1
