a = "${ upper( "x" ) }"
