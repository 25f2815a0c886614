// field_order lists one tag per member, in member order.
// expected-error: must list exactly one tag per member
#include <hcl/annotate.hpp>

namespace cf {
struct config {
    int port = 0;
    int timeout = 0;
};
constexpr auto hcl_fields(hcl::type_tag<config>) { return hcl::field_order(hcl::tag::attr("port")); }
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
