// A tour of the layer below the decoder: HCL values and types, conversion
// with its safe/unsafe classification, exact number arithmetic, and a
// conversion failure rendered as a diagnostic pointing into configuration
// text.
#include <hcl/convert.hpp>
#include <hcl/diagnostic_render.hpp>
#include <hcl/operations.hpp>
#include <hcl/value.hpp>
#include <hcl/value_json.hpp>

#include <iostream>
#include <string>

namespace {

const char* safety_name(hcl::conversion_safety s) {
    switch (s) {
    case hcl::conversion_safety::safe: return "safe";
    case hcl::conversion_safety::unsafe: return "unsafe";
    case hcl::conversion_safety::impossible: return "impossible";
    }
    return "?";
}

std::string json_of(const hcl::value& v) {
    auto json = hcl::value_to_json(v);
    return json ? *json : "<" + json.error().to_string() + ">";
}

}  // namespace

int main() {
    using hcl::type;
    using hcl::value;

    // What a configuration might evaluate to: ports written as strings.
    const value service = value::object({
        {"name", value::string("web")},
        {"ports", value::tuple({value::string("80"), value::string("443")})},
        {"weight", value::number(*hcl::number::parse("0.1"))},
    });
    std::cout << "value:  " << json_of(service) << "\n";
    std::cout << "type:   " << service.type().to_type_expression() << "\n";

    // What the application wants.
    const type wanted = type::object({
        {"name", type::string()},
        {"ports", type::list(type::number())},
        {"weight", type::number()},
    });
    std::cout << "wanted: " << wanted.to_type_expression() << "\n";
    std::cout << "conversion is " << safety_name(hcl::classify_conversion(service.type(), wanted)) << "\n";

    if (auto converted = hcl::convert(service, wanted)) {
        std::cout << "converted: " << json_of(*converted) << "\n";
        // Arithmetic is exact decimal-looking binary arithmetic at 512 bits.
        auto sum = hcl::add(*converted->find("weight"), value::number(*hcl::number::parse("0.2")));
        std::cout << "weight + 0.2 = " << json_of(*sum) << "\n";
    }
    // Safe-only mode refuses string -> number.
    if (auto refused = hcl::convert_safe(service, wanted); !refused) {
        std::cout << "safe-only: " << refused.error().to_string() << "\n";
    }

    // A value that cannot convert, reported the way hclcpp reports problems:
    // a diagnostic with a source range, rendered with the offending line.
    const std::string source =
        "service \"web\" {\n"
        "  ports  = [\"80\", \"http\"]\n"
        "  weight = 0.1\n"
        "}\n";
    const value broken = value::object({
        {"name", value::string("web")},
        {"ports", value::tuple({value::string("80"), value::string("http")})},
        {"weight", value::number(*hcl::number::parse("0.1"))},
    });
    auto failed = hcl::convert(broken, wanted);
    if (!failed) {
        hcl::diagnostics diags;
        // Where "http" sits in the source: line 2, columns 19-25.
        hcl::source_range subject{"service.hcl", {2, 19, 34}, {2, 25, 40}};
        auto& d = diags.add_error("Unsuitable value type",
                                  "Unsuitable value: " + failed.error().to_string(), subject);
        d.path = "service \"web\" > ports[1]";
        std::cout << "\n" << hcl::render_text(diags, hcl::lookup_from("service.hcl", source));
    }
    return 0;
}
