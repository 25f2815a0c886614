// Fuzzes hcl::number::parse: any bytes must give a number or nullopt, and a
// parsed number's text must parse back to the same value — except at powers
// of two, where the reference's shortest text (which we reproduce) reads back
// as the next lower value (see docs/numbers.md).
#include <hcl/number.hpp>
#include <hcl/number_boost.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

bool is_power_of_two(const boost::multiprecision::cpp_int& v) {
    return v > 0 && (v & (v - 1)) == 0;
}

bool is_signed_power_of_two(const hcl::number& n) {
    auto r = hcl::to_rational(n);
    if (!r) return false;
    return is_power_of_two(abs(numerator(*r))) && is_power_of_two(denominator(*r));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = hcl::number::parse(text);
    if (parsed) {
        auto again = hcl::number::parse(parsed->to_string(), parsed->precision());
        if (!again) std::abort();
        if (*again != *parsed && !is_signed_power_of_two(*parsed)) std::abort();
    }
    return 0;
}
