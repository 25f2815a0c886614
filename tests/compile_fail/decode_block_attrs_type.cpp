// A block_attrs member must be a map of attribute values.
// expected-error: a block_attrs member must be a std::map<std::string, T>
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <vector>

namespace cf {
struct config {
    std::vector<int> tags;
};
BOOST_DESCRIBE_STRUCT(config, (), (tags))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::tags, hcl::tag::block_attrs("tags")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
