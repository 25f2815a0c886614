// tag::required() only means something where hcl::defaults(...) made members
// optional; elsewhere attributes and single blocks are required already.
// expected-error: tag::required() belongs in an hcl::defaults(...) table
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<8>{"replicas"}>
// expected-error-clang: shown_name<'r', 'e', 'p', 'l', 'i', 'c', 'a', 's'>
#include <hcl/annotate.hpp>

namespace cf {
struct deployment {
    int replicas = 1;
};
constexpr auto hcl_fields(hcl::type_tag<deployment>) {
    return hcl::fields(hcl::field(&deployment::replicas, hcl::tag::required()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::deployment>();
