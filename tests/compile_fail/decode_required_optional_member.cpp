// A std::optional member can always be absent: tag::required() on one
// contradicts its type.
// expected-error: tag::required() needs an attribute that is not a std::optional
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<5>{"image"}>
// expected-error-clang: shown_name<'i', 'm', 'a', 'g', 'e'>
#include <hcl/annotate.hpp>

#include <optional>
#include <string>

namespace cf {
struct deployment {
    std::optional<std::string> image;
    int replicas = 1;
};
constexpr auto hcl_fields(hcl::type_tag<deployment>) {
    return hcl::defaults(hcl::field(&deployment::image, hcl::tag::required()));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::deployment>();
