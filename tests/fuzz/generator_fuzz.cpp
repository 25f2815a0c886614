// Fuzzes hcl-gen's schema readers and header writer: the input is a schema,
// read as an hcldec spec file in the native syntax, in the JSON syntax when
// it starts with '{', and then also as a Terraform provider schema. Reading
// a schema and writing its header must never crash, hang or throw; a
// schema hcl-gen accepts must give a header, and the same header again
// when read a second time (the output is a function of the input alone).
#include "emit.hpp"
#include "from_spec.hpp"
#include "from_terraform.hpp"

#include <hcl/spec.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

// The header for `text` as a spec file called `name`; empty when rejected.
std::string from_spec_file(const std::string& text, const std::string& name,
                           const hcl_gen::generate_options& options) {
    const auto parsed = hcl::spec::parse(text, name);
    if (parsed.has_errors()) return {};
    hcl::diagnostics diags;
    const hcl_gen::header h = hcl_gen::from_spec(parsed, "fuzz", options, diags);
    return diags.has_errors() ? std::string() : hcl_gen::emit(h);
}

std::string from_terraform_schema(const std::string& text, const hcl_gen::generate_options& options) {
    hcl::diagnostics diags;
    const hcl_gen::header h = hcl_gen::from_terraform(text, "fuzz.json", options, diags);
    return diags.has_errors() ? std::string() : hcl_gen::emit(h);
}

void require(bool ok) {
    if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    hcl_gen::generate_options options;
    // Each number kind in turn, by the input's length.
    options.numbers = static_cast<hcl_gen::number_kind>(size % 3);

    const std::string native = from_spec_file(text, "fuzz.hcldec", options);
    require(native == from_spec_file(text, "fuzz.hcldec", options));
    if (!text.starts_with("{")) return 0;
    const std::string json = from_spec_file(text, "fuzz.json", options);
    require(json == from_spec_file(text, "fuzz.json", options));
    const std::string terraform = from_terraform_schema(text, options);
    require(terraform == from_terraform_schema(text, options));
    return 0;
}
