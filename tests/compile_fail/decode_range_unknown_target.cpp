// attr_value_range must name an attribute member of the same struct.
// expected-error: names no label/attribute member
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct config {
    int port = 0;
    hcl::source_range where;
};
BOOST_DESCRIBE_STRUCT(config, (), (port, where))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::where, hcl::tag::attr_value_range("prot")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
