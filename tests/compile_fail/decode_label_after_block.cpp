// Labels belong to the block header, so label members come before blocks.
// expected-error: a label member follows a block member
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

#include <string>

namespace cf {
struct inner {
    int x = 0;
};
BOOST_DESCRIBE_STRUCT(inner, (), (x))
struct outer {
    inner child;
    std::string name;
};
BOOST_DESCRIBE_STRUCT(outer, (), (child, name))
constexpr auto hcl_fields(hcl::type_tag<outer>) { return hcl::fields(hcl::field(&outer::name, hcl::tag::label())); }
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::outer>();
