// A label member must be a std::string.
// expected-error: a label member must be a std::string
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct server {
    int id = 0;
};
BOOST_DESCRIBE_STRUCT(server, (), (id))
constexpr auto hcl_fields(hcl::type_tag<server>) {
    return hcl::fields(hcl::field(&server::id, hcl::tag::label()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::server>();
