// The type-independent half of <hcl/value_to_multiprecision.hpp>: messages
// and precisions. Boost.Multiprecision itself is only in the header.
#include <hcl/value_to_multiprecision.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {

bool fail_not_whole(conversion& cx, const std::string& min, const std::string& max) {
    if (min.empty()) return cx.fail("value must be a whole number");
    return cx.fail("value must be a whole number, between " + min + " and " + max);
}

bool fail_not_finite(conversion& cx) { return cx.fail("value must be a finite number"); }

unsigned multiprecision_bits(int digits, int radix) {
    if (radix == 2) return static_cast<unsigned>(std::clamp(digits, 1, static_cast<int>(number::max_precision)));
    // A decimal digit needs log2(10) < 10/3 bits; decimal values are never
    // stored more coarsely than numbers parsed from text.
    const long want = static_cast<long>(digits) * 10 / 3 + 1;
    return static_cast<unsigned>(std::clamp<long>(want, number::default_precision, number::max_precision));
}

}  // namespace detail
HCL_END_NAMESPACE
