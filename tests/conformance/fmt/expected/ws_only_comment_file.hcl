# just a comment
