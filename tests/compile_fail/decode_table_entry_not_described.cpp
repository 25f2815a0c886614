// An hcl::fields entry for a member that BOOST_DESCRIBE_STRUCT does not list
// does not compile (it would be ignored); the message shows &cf::config::hidden.
// expected-error: an hcl::field entry names a member that is not reflected (BOOST_DESCRIBE_STRUCT does not list it)
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct config {
    int port = 0;
    int hidden = 0;
};
BOOST_DESCRIBE_STRUCT(config, (), (port))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::hidden, hcl::tag::optional()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
