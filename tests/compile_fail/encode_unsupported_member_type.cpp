// Encoding a member type with no conversion to hcl::value names the fix.
// expected-error: no conversion from this type to hcl::value
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
