// An hcl::fields entry for a member of another struct does not compile (it
// would be ignored); the message shows the entry's member, &cf::other::port.
// expected-error: an hcl::field entry names a member of another struct
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct other {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(other, (), (port))
struct config {
    int port = 0;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(config, (), (port, name))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&other::port, hcl::tag::optional()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
