// Without Boost.Describe there are no member names to match hcl::field entries
// against; a plain aggregate lists one tag per member with hcl::field_order.
// expected-error: needs hcl::field_order(...)
#include <hcl/annotate.hpp>

namespace cf {
struct config {
    int port = 0;
};
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::port, hcl::tag::optional("port")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
