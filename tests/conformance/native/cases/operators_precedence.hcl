# Precedence and associativity, and parentheses.
mul_over_add     = 1 + 2 * 3
paren_add        = (1 + 2) * 3
div_over_sub     = 10 - 6 / 2
mod_over_add     = 1 + 7 % 4
add_over_cmp     = 1 + 1 > 1
cmp_over_eq      = 2 > 1 == true
eq_over_and      = 1 == 1 && true
and_over_or      = true || false && false
or_over_cond     = false || true ? "yes" : "no"
cond_right_assoc = false ? 1 : true ? 2 : 3
cond_nested_true = true ? false ? 1 : 2 : 3
cond_in_paren    = (true ? 1 : 2) + 10
unary_over_mul   = -2 * 3
unary_on_postfix = -[5, 6][1]
not_on_postfix   = !{ a = false }.a
neg_neg_neg      = - - - 1
sub_not_unary    = 5 -3
sub_no_space     = 5-3
sub_space_after  = 5- 3
paren_nested     = ((((1))))
paren_string     = ("a")
paren_tuple      = ([1, 2])
paren_multiline  = (1 +
  2 *
  3)
paren_newline_before = (
  4
)
paren_cond_multiline = (true ?
  "a" :
  "b")
paren_keeps_type = ("${1}")
paren_index      = ([1, 2, 3])[1]
paren_attr       = ({ a = { b = "x" } }).a.b
paren_in_template = "${(1 + 2) * 2}"
long_chain       = 1 + 2 - 3 + 4 - 5 + 6
mixed_all        = 2 * 3 + 4 / 2 - 1 > 6 == true && !false || false
