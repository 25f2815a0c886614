// Only reflected structs are bodies; a value is written with encode_expression.
// expected-error: T must be a reflected struct (a plain aggregate, described or tagged)
#include <hcl/encode.hpp>

#include <vector>

std::string text = hcl::encode(std::vector<int>{1, 2});
