// A group's struct has no block of its own, so no label (nor remain, body
// or block range capture) member; one in a group nested in the group counts
// too. The message names the group member.
// expected-error: a group's struct has no block of its own
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<5>{"outer"}>
// expected-error-clang: shown_name<'o', 'u', 't', 'e', 'r'>
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct inner {
    std::string id;
    std::string host;
};
BOOST_DESCRIBE_STRUCT(inner, (), (id, host))
constexpr auto hcl_fields(hcl::type_tag<inner>) {
    return hcl::fields(hcl::field(&inner::id, hcl::tag::label()));
}
struct middle {
    inner nested;
};
BOOST_DESCRIBE_STRUCT(middle, (), (nested))
constexpr auto hcl_fields(hcl::type_tag<middle>) {
    return hcl::fields(hcl::field(&middle::nested, hcl::tag::group()));
}
struct server {
    middle outer;
};
BOOST_DESCRIBE_STRUCT(server, (), (outer))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::outer, hcl::tag::group()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::server>();
