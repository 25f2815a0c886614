// Two members with the same HCL name do not compile; the message names the member.
// expected-error: two members have the same HCL name
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct config {
    std::string name;
    std::string other;
};
BOOST_DESCRIBE_STRUCT(config, (), (name, other))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::other, hcl::tag::attr("name")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
