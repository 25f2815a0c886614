// At most one member receives the whole body.
// expected-error: more than one body member
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct part {
    hcl::body first;
    hcl::body second;
};
BOOST_DESCRIBE_STRUCT(part, (), (first, second))
constexpr auto hcl_fields(hcl::type_tag<part>) {
    return hcl::fields(hcl::field(&part::first, hcl::tag::body()), hcl::field(&part::second, hcl::tag::body()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::part>();
