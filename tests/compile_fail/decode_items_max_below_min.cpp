// A maximum below the minimum is a mistake, as in hcldec spec files.
// expected-error: items() has a maximum below its minimum
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <vector>

namespace cf {
struct rule {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(rule, (), (port))
struct config {
    std::vector<rule> rules;
};
BOOST_DESCRIBE_STRUCT(config, (), (rules))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::rules, hcl::tag::block("rule").items(3, 2)));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
