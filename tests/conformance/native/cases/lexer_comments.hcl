# Hash comment at the top
// Slash comment at the top
/* Block comment at the top */
a = 1 # trailing hash comment
b = 2 // trailing slash comment
c = 3 /* trailing block comment */
d = /* inside */ 4
e = 5 /* a block comment
spanning lines ends the attribute only at the following newline */
f = "# not a comment"
g = "// not a comment"
h = "/* not a comment */"
i = [1, # comment inside a tuple
  2, // another
  /* and a block */ 3]
j = {
  # comment inside an object
  k = 1 // after an item
  /* before an item */ l = 2
}
k = (1 + # comment inside parentheses
  2)
l = <<EOT
# inside a heredoc this is text
// and this
/* and this */
EOT
m = "${1 /* in interpolation */ + 2}"
n = 1 /**/ + /***/ 2
o = 1 /* * / ** */
/* an
   unattached
   multi-line comment */
p = [for x in [1, 2] : x # comment in a for expression
  ]
#no space after hash
q = true
//no space after slashes
r = false
s = "end" # comment at end of file
