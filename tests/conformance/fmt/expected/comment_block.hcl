/* block */
a = 1 /* after */
