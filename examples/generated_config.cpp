// Config types generated from a schema: examples/CMakeLists.txt runs
// hcl-gen on generated_config.hcldec at build time (the CMake function
// hclcpp_generate_config_types), which writes generated_config.hpp with one
// annotated struct per object of the spec. This program decodes a
// configuration into them, then shows a check the schema asks for
// (min_items on the port blocks) failing with a located diagnostic.
#include "generated_config.hpp"

#include <hcl/diagnostic_render.hpp>

#include <iostream>

int main() {
    // Generated next to the structs: decode_<root>(path) throws hcl::error,
    // try_decode_<root>(path) returns the diagnostics instead.
    const shop::generated_config config = shop::decode_generated_config("generated_config.hcl");
    std::cout << "environment: " << config.environment << ", namespace: " << config.namespace_.value_or("-")
              << ", log level: " << config.log_level << '\n';
    for (const auto& [name, service] : config.service) {
        std::cout << name << ": " << service.image << ", " << service.replicas << " replica(s)";
        if (service.max_connections) std::cout << ", at most " << *service.max_connections << " connections";
        std::cout << "\n  ports:";
        for (const auto& p : service.port) std::cout << ' ' << p.number << '/' << p.protocol;
        if (service.health) {
            std::cout << "\n  health: " << service.health->path << " every " << service.health->interval_seconds
                      << " s";
        }
        std::cout << '\n';
    }

    // The schema wants at least one port block per service.
    auto broken = hcl::try_decode_string<shop::generated_config>(
        "environment = \"test\"\nservice \"cache\" {\n  image = \"redis:7\"\n}\n", "broken.hcl");
    std::cout << '\n' << hcl::render_text(broken.diagnostics, hcl::lookup_from(broken.files)) << '\n';
    return broken.has_errors() ? 0 : 1;
}
