// Fuzzes the lossless syntax tree (hcl::write::document): for any input the
// parser accepts, printing the parsed document gives the input back byte
// for byte, and random edits (chosen by the input's hash) give text that
// parses, keep every comment they do not remove on purpose, and keep a
// formatted input formatted (tests/property/edit_properties.hpp).
#include "fuzz_support.hpp"

#include "../property/edit_properties.hpp"

#include <hcl/write/document.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 16384) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto parsed = hcl::write::parse(text, "in.hcl");
    if (!parsed.document) return 0;
    hcl_fuzz::check(parsed.document->to_string() == text);
    const auto seed = static_cast<std::uint32_t>(std::hash<std::string>{}(text));
    for (std::uint32_t sequence = 0; sequence < 3; ++sequence) {
        hcl_fuzz::check(hcl_edit_properties::check_edits(text, seed + sequence, 4).empty());
    }
    return 0;
}
