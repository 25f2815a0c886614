// At most one member takes the rest of the body.
// expected-error: more than one remain member
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct part {
    hcl::body first;
    hcl::body second;
};
BOOST_DESCRIBE_STRUCT(part, (), (first, second))
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::part>();
