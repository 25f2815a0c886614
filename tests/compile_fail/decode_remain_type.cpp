// What is left of a body goes to an hcl::body, an attribute map or a struct.
// expected-error: a remain member must be hcl::body
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct config {
    std::string rest;
};
BOOST_DESCRIBE_STRUCT(config, (), (rest))
constexpr auto hcl_fields(hcl::type_tag<config>) { return hcl::fields(hcl::field(&config::rest, hcl::tag::remain())); }
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
