// A map of blocks of values keyed by two labels (key_labels with two words)
// needs a map of maps.
// expected-error: needs one std::map level per key label
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <map>
#include <string>

namespace cf {
struct config {
    std::map<std::string, std::string> routes;
};
BOOST_DESCRIBE_STRUCT(config, (), (routes))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(
        hcl::field(&config::routes, hcl::tag::block("route").attr("target").key_labels("region name")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
