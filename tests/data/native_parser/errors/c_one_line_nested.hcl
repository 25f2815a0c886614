b { c d {} }
