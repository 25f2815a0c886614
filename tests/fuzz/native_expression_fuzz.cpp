// Fuzzes native-syntax expressions end to end: parse_expression, then
// evaluation with the (capped) standard library and sample variables of
// every kind, and in literal-only mode. Nothing may crash, hang or throw.
#include "fuzz_support.hpp"

#include <hcl/native/parse.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    hcl_fuzz::parse_and_evaluate(data, size, [](std::string text) {
        return hcl::native::parse_expression(std::move(text), "fuzz.hcl");
    });
    return 0;
}
