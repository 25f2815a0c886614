// A group's items are items of the enclosing body: an HCL name the struct
// uses and a group (here a group inside a group) uses too is a duplicate.
// expected-error: two members have the same HCL name
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<4>{"port"}>
// expected-error-clang: shown_name<'p', 'o', 'r', 't'>
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct limits {
    int port = 0;
};
BOOST_DESCRIBE_STRUCT(limits, (), (port))
struct network {
    std::string host;
    limits caps;
};
BOOST_DESCRIBE_STRUCT(network, (), (host, caps))
constexpr auto hcl_fields(hcl::type_tag<network>) {
    return hcl::fields(hcl::field(&network::caps, hcl::tag::group()));
}
struct server {
    int port = 0;
    network net;
};
BOOST_DESCRIBE_STRUCT(server, (), (port, net))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::net, hcl::tag::group()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::server>();
