// Encoding a member type with no conversion to hcl::value names the member and the fix.
// expected-error: this member's type has no conversion to hcl::value
// expected-error: member_type_error<cf::hooks,
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<8>{"on_start"}>
// expected-error-clang: shown_name<'o', 'n', '_', 's', 't', 'a', 'r', 't'>
#include <hcl/encode.hpp>

#include <boost/describe.hpp>

#include <functional>

namespace cf {
struct hooks {
    std::function<void()> on_start;
};
BOOST_DESCRIBE_STRUCT(hooks, (), (on_start))
}  // namespace cf

std::string text = hcl::encode(cf::hooks{});
