// The attribute a block member of values reads (tag::block(...).attr(...))
// must be an HCL identifier, as any other name.
// expected-error: a name is not an HCL identifier
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>
#include <vector>

namespace cf {
struct config {
    std::vector<std::string> names;
};
BOOST_DESCRIBE_STRUCT(config, (), (names))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::names, hcl::tag::block("person").attr("full name")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
