// A block type may not equal an attribute name (PFR aggregate with a tag list).
// expected-error: a block type is equal to an attribute name
#include <hcl/annotate.hpp>

#include <string>
#include <vector>

namespace cf {
struct item {
    std::string name;
};
constexpr auto hcl_fields(hcl::type_tag<item>) { return hcl::field_order(hcl::tag::label("name")); }
struct holder {
    std::string item;
    std::vector<cf::item> items;
};
constexpr auto hcl_fields(hcl::type_tag<holder>) {
    return hcl::field_order(hcl::tag::attr("item"), hcl::tag::block("item"));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::holder>();
