// A schema known only at run time: reads the hcldec spec file
// service.hcldec, decodes service.hcl with it into one hcl::value, and walks
// the value. Then builds a smaller spec in C++ and decodes the same file
// partially with it, leaving the rest for another part of the program.
#include <hcl/diagnostic_render.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/spec.hpp>
#include <hcl/value_json.hpp>

#include <iostream>
#include <string>

namespace s = hcl::spec;

int main() {
    // The spec, from a file: any mistake in it is a diagnostic with a range.
    auto spec_file = s::parse_file("service.hcldec");
    if (spec_file.has_errors()) {
        hcl::print_diagnostics(std::cerr, spec_file);
        return 1;
    }

    // Parse and decode in one go, with the spec file's variables and
    // functions (it declares none; the context then allows none).
    const auto ctx = spec_file.spec.context();
    auto decoded = s::decode_files({"service.hcl"}, spec_file.spec.root, &ctx);
    if (decoded.has_errors()) {
        hcl::print_diagnostics(std::cerr, decoded);
        return 1;
    }
    const hcl::value& config = decoded.value;
    std::cout << "environment: " << config.find("environment")->as_string() << '\n';
    std::cout << "log level:   " << config.find("log_level")->as_string() << '\n';
    for (const auto& [protocol, by_name] : config.find("service")->attributes()) {
        for (const auto& [name, service] : by_name.attributes()) {
            std::cout << protocol << ' ' << name << ": " << service.find("image")->as_string() << ", "
                      << service.find("replicas")->as_number().to_string() << " replica(s), volumes:";
            for (const auto& [volume, _] : service.find("volume")->attributes()) std::cout << ' ' << volume;
            std::cout << '\n';
        }
    }

    // A spec built in C++: only the top-level settings; partial decoding
    // leaves the blocks in `remain`.
    const s::spec settings = s::object{{
        {"environment", s::attr{.type = hcl::type::string(), .required = true}},
        {"log_level", s::attr{.type = hcl::type::string()}},
    }};
    std::cout << "\nas a spec file:\n" << s::write(settings);
    auto parsed = hcl::native::parse_config(*hcl::read_source_file("service.hcl"), "service.hcl");
    auto partial = s::partial_decode(parsed.file->body(), settings);
    std::cout << "settings: " << *hcl::value_to_json(partial.value) << '\n';
    return partial.has_errors() ? 1 : 0;
}
