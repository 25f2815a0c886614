// Boost 1.81's PFR has no member names: an aggregate's attribute tags must name them.
// expected-error: this tag needs a name
#include <hcl/annotate.hpp>

namespace cf {
struct config {
    int port = 0;
    int timeout = 0;
};
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::field_order(hcl::tag::attr("port"), hcl::tag::optional());
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
