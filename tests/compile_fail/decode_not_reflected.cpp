// A struct needs to be a plain aggregate, BOOST_DESCRIBE_STRUCT or a tag table
// to be a schema; a class with a constructor is none of them.
// expected-error: T is not a plain aggregate
#include <hcl/annotate.hpp>

namespace cf {
class config {
public:
    explicit config(int p = 0) : port(p) {}
    int port;
};
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
