// Two hcl::fields entries for one member do not compile (the last would
// win and the first tag would be lost); the message shows &cf::config::port.
// expected-error: a member has more than one hcl::field entry
#include <hcl/annotate.hpp>

#include <boost/describe.hpp>

namespace cf {
struct config {
    int port = 0;
    int timeout = 0;
};
BOOST_DESCRIBE_STRUCT(config, (), (port, timeout))
constexpr auto hcl_fields(hcl::type_tag<config>) {
    return hcl::fields(hcl::field(&config::port, hcl::tag::optional()),
                       hcl::field(&config::port, hcl::tag::attr("listen_port")));
}
}  // namespace cf

constexpr auto schema = hcl::schema_of<cf::config>();
