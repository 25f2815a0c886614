// A plain aggregate's hcl::fields entries are matched to its members like a
// described struct's: one entry per member at most.
// expected-error: a member has more than one hcl::field entry
#include <hcl/annotate.hpp>

namespace cf {
struct config {
    int port = 0;
};
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::port, hcl::tag::optional()),
                       hcl::field(&config::port, hcl::tag::name("listen")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
