// Uses hclcpp through its installed package, or as a subdirectory of the
// consumer's build, and nothing else. The calls reach compiled code, some of
// it using ICU, so a static hclcpp's private dependencies must link too.
#include <hcl/decode.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/number.hpp>
#include <hcl/spec.hpp>
#include <hcl/unicode.hpp>
#include <hcl/value_json.hpp>
#include <hcl/version.hpp>

#include <iostream>
#include <map>
#include <string>

// A plain aggregate, decoded with no annotation.
struct listener {
    int port;
};
struct consumer_config {
    std::string name;
    std::map<std::string, listener> listen;
};

int main() {
    // The installed <hcl/version.hpp> and the package's version file must agree.
    const std::string header_version = HCLCPP_VERSION_STRING;
    if (header_version != HCLCPP_PACKAGE_VERSION) {
        std::cerr << "headers say " << header_version << ", package says "
                  << HCLCPP_PACKAGE_VERSION << '\n';
        return 1;
    }
    auto number = hcl::number::parse("1.5");
    std::cout << "number: " << (number ? number->to_string() : "parse failed") << '\n';
    // "e" + COMBINING ACUTE ACCENT: NFC composes it into one 2-byte character.
    std::cout << "nfc bytes: " << hcl::unicode::to_nfc("e\xCC\x81").size() << '\n';
    // A spec read from text decodes a body (spec-driven decoding).
    auto spec = hcl::spec::parse("object {\n  attr \"port\" { type = number }\n}\n", "consumer.hcldec");
    auto parsed = hcl::native::parse_config("port = \"8080\"\n", "consumer.hcl");
    auto decoded = hcl::spec::decode(parsed.file->body(), spec.spec.root);
    std::cout << "spec decode: " << (decoded.has_errors() ? "errors" : *hcl::value_to_json(decoded.value)) << '\n';
    auto config = hcl::try_decode_string<consumer_config>("name = \"edge\"\nlisten \"http\" {\n  port = 80\n}\n");
    std::cout << "struct decode: "
              << (config.has_errors() ? "errors" : config.value.name + " http:" +
                                                       std::to_string(config.value.listen["http"].port))
              << '\n';
}
