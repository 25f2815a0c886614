// Fuzzes hcl::number::parse: any bytes must give a number or nullopt, and a
// parsed number's text must parse back to the same value.
#include <hcl/number.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = hcl::number::parse(text);
    if (parsed) {
        auto again = hcl::number::parse(parsed->to_string(), parsed->precision());
        if (!again || *again != *parsed) std::abort();
    }
    return 0;
}
