// A block tag needs a member that can hold blocks.
// expected-error: a block member must be a reflected struct
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <vector>

namespace cf {
struct config {
    std::vector<int> ports;
};
BOOST_DESCRIBE_STRUCT(config, (), (ports))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::ports, hcl::tag::block("port")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
