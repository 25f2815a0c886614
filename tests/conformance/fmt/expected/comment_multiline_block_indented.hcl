b {
  /*
      keep
    */
  a = 1
}
