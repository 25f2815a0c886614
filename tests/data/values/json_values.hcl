# Values whose JSON encoding (value and type) the encoder must reproduce.
int = 42
negative = -17
fraction = 0.1
third = 1/3
tiny = 1e-7
huge = 1e30
big_int = 123456789012345678901234567890
precise = 3.14159265358979323846264338327950288419716939937510
zero = 0
bool_true = true
plain = "hello"
unicode = "caf\u00e9 \u65e5\u672c \U0001F600 e\u0301"
escapes = "tab\there \"q\" back\\slash\nnewline \u0001 <tag> & \u2028 \u007f"
empty_string = ""
null_value = null
tuple = [1, "two", true, null, [3, 4], { five = 5 }]
empty_tuple = []
object = { b = 1, a = "x", "with space" = [true], "\u00e9" = null, "<k>" = 0 }
empty_object = {}
nested = { outer = { inner = [{ deep = ["x", { deeper = 1.5 }] }] } }
list_of_strings = true ? ["a", "b"] : []
list_of_objects = true ? [{ a = 1 }, { a = 2 }] : []
map_of_numbers = true ? { z = 1, a = 2, m = 3 } : {}
map_of_lists = true ? { k = [1], j = [2, 3] } : {}
set_of_strings = setunion(["z", "a", "m"], [])
set_of_numbers = setunion([10, 9, 100, -1], [])
set_of_objects = setunion([{ n = "b" }, { n = "a" }], [])
empty_set = setunion([], [])
number_strings = "${1/3}"
merged = merge({ a = 1 }, { b = "x" })
conditional_null = true ? null : "x"
list_with_null = true ? [null, "a"] : []
jsondecoded = jsondecode("{\"a\": [1, 2.5e3, \"x\"], \"b\": {\"c\": null}}")
infinity = 1/0
from_vars_big = var_big
from_vars_frac = var_frac
from_vars_exp = var_exp
from_vars_obj = var_obj
from_vars_esc = var_esc
