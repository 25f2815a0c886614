# Byte sequences that are not valid UTF-8 inside comments: the reference lexer
# does not diagnose them.
# ÿþ in a comment is not diagnosed
after_bad_comment = 1
// € also in a slash comment
after_slash_comment = 2
/* Ã in a block comment */
after_block_comment = 3
valid_multibyte = "Ã©æ—¥ðŸ˜€"
