// Block-count bounds need a member of many blocks.
// expected-error: items() bounds need a member of many blocks
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <optional>

namespace cf {
struct limits {
    int cpu = 0;
};
BOOST_DESCRIBE_STRUCT(limits, (), (cpu))
struct config {
    std::optional<limits> limit;
};
BOOST_DESCRIBE_STRUCT(config, (), (limit))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::limit, hcl::tag::block("limit").items(1, 1)));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
