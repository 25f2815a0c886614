// A group is a struct whose members are items of the enclosing body; a
// std::optional (or container) of one is no group. The message names the member.
// expected-error: a group member must be a reflected struct
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<3>{"net"}>
// expected-error-clang: shown_name<'n', 'e', 't'>
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <optional>
#include <string>

namespace cf {
struct network {
    std::string host;
};
BOOST_DESCRIBE_STRUCT(network, (), (host))
struct server {
    std::optional<network> net;
};
BOOST_DESCRIBE_STRUCT(server, (), (net))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::net, hcl::tag::group()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::server>();
