b "abc
