// A member type with no conversion stops the compile, naming the member and the fix.
// expected-error: this member's type has no conversion from hcl::value
// expected-error: member_type_error<cf::config,
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<5>{"thing"}>
// expected-error-clang: shown_name<'t', 'h', 'i', 'n', 'g'>
#include <hcl/decode.hpp>

#include <boost/describe.hpp>

namespace cf {
class opaque {  // not an aggregate (it has a constructor), so no block either
public:
    opaque() = default;
    explicit opaque(int* p) : p_(p) {}

private:
    int* p_ = nullptr;
};
struct config {
    opaque thing;
};
BOOST_DESCRIBE_STRUCT(config, (), (thing))
}  // namespace cf

auto decoded = hcl::try_decode_string<cf::config>("thing = 1\n");
