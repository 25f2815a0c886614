given = "x"
