// A member type with no conversion fails where it is decoded, naming the fix.
// expected-error: no conversion from hcl::value to this type
#include <hcl/decode.hpp>

#include <boost/describe.hpp>

namespace cf {
struct opaque {
    int* p = nullptr;
};
struct config {
    opaque thing;
};
BOOST_DESCRIBE_STRUCT(config, (), (thing))
}  // namespace cf

auto decoded = hcl::try_decode_string<cf::config>("thing = 1\n");
