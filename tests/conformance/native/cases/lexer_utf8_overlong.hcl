# An overlong UTF-8 encoding (C0 AF) inside a quoted string: the reference
# lexer accepts it and keeps the bytes (its JSON output shows U+FFFD twice).
overlong_in_string = "À¯"
