// Range tags fill hcl::source_range members only.
// expected-error: a range member must be hcl::source_range
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct config {
    std::string where;
};
BOOST_DESCRIBE_STRUCT(config, (), (where))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::where, hcl::tag::def_range()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
