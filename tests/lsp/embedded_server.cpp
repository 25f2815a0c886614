// An application that serves its own configuration's schema: the struct is
// the schema (hcl::spec_of<T>()), hcl::lsp::serve the server. The client
// tests drive it as they drive `hcl lsp` (docs/language-server.md,
// "Embedding the server in an application").
#include <hcl/decode.hpp>
#include <hcl/lsp/schema.hpp>
#include <hcl/lsp/server.hpp>
#include <hcl/spec_of.hpp>

#include <boost/describe.hpp>

#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shop {

// listener { port = 8080 }
struct listener_settings {
    int port = 80;
    std::optional<std::string> address;
};
BOOST_DESCRIBE_STRUCT(listener_settings, (), (port, address))
constexpr auto hcl_fields(hcl::type_tag<listener_settings>) {
    return hcl::fields(hcl::field(&listener_settings::port, hcl::tag::optional()));
}

// backend "name" { url = ... weight = ... }
struct backend_settings {
    std::string name;
    std::string url;
    int weight = 1;
};
BOOST_DESCRIBE_STRUCT(backend_settings, (), (name, url, weight))
constexpr auto hcl_fields(hcl::type_tag<backend_settings>) {
    return hcl::fields(hcl::field(&backend_settings::name, hcl::tag::label()),
                       hcl::field(&backend_settings::weight, hcl::tag::optional()));
}

struct config {
    std::string region;
    std::optional<listener_settings> listener;
    std::vector<backend_settings> backend;
};
BOOST_DESCRIBE_STRUCT(config, (), (region, listener, backend))

}  // namespace shop

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "lsp") {
        std::ios::sync_with_stdio(false);
        hcl::lsp::server_options o;
        o.name = "shop";
        o.workspace.schema = hcl::lsp::schema::from_spec(hcl::spec_of<shop::config>());
        return hcl::lsp::serve(std::cin, std::cout, o);
    }
    std::cerr << "usage: " << (argc > 0 ? argv[0] : "embedded_server") << " lsp\n";
    return 2;
}
