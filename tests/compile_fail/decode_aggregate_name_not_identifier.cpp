// An aggregate's tag list is held to the same rule: a block type starting
// with a digit is not an HCL identifier; the message shows "1limits".
// expected-error: a name is not an HCL identifier
#include <hcl/annotate.hpp>

#include <optional>

namespace cf {
struct limits {
    int cpu = 0;
};
constexpr auto hcl_fields(hcl::type_tag<limits>) { return hcl::field_order(hcl::tag::attr("cpu")); }
struct config {
    int port = 0;
    std::optional<limits> lim;
};
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::field_order(hcl::tag::attr("port"), hcl::tag::block("1limits"));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
