// A group is a nested object in its struct's value, under its name: that
// name cannot be another member's too. The message names the group member.
// expected-error: a group's name in the struct's value is another member's name
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<3>{"net"}>
// expected-error-clang: shown_name<'n', 'e', 't'>
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct network_settings {
    std::string host;
};
BOOST_DESCRIBE_STRUCT(network_settings, (), (host))
struct server {
    std::string network;
    network_settings net;
};
BOOST_DESCRIBE_STRUCT(server, (), (network, net))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::net, hcl::tag::group("network")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::server>();
