// A name override that is not an HCL identifier does not compile (the encoder
// could not write it); the message shows the member and the name, "my port".
// expected-error: a name is not an HCL identifier
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct config {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(config, (), (port))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::port, hcl::tag::attr("my port")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
