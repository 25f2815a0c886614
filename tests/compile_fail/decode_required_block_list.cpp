// Any number of blocks, none included, is what a std::vector of blocks
// takes; tag::required() on it says nothing (items(1) asks for at least one).
// expected-error: or a member of exactly one block
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<5>{"steps"}>
// expected-error-clang: shown_name<'s', 't', 'e', 'p', 's'>
#include <hcl/annotate.hpp>

#include <vector>

namespace cf {
struct step {
    int order = 0;
};
struct pipeline {
    std::vector<step> steps;
};
constexpr auto hcl_fields(hcl::type_tag<pipeline>) {
    return hcl::defaults(hcl::field(&pipeline::steps, hcl::tag::required()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::pipeline>();
