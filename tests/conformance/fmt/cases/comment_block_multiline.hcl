/*
  multi
*/
a = 1
