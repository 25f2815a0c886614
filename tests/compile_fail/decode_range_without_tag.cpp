// A source_range member without a tag would be silently ignored; it is an error.
// expected-error: an hcl::source_range member needs a range tag
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct config {
    int port = 0;
    hcl::source_range where;
};
BOOST_DESCRIBE_STRUCT(config, (), (port, where))
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
