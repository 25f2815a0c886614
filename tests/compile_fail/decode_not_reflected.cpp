// A struct needs BOOST_DESCRIBE_STRUCT or a tag table to be a schema.
// expected-error: T is neither described
#include <hcl/annotate.hpp>

namespace cf {
struct config {
    int port = 0;
};
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
