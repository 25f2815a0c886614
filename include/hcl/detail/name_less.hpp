// The order of the name-keyed tables that evaluation searches on every
// variable reference and function call (hcl::variable_map,
// hcl::function_table).
//
// It is exactly std::less<> on the names (bytewise, as unsigned chars, a
// prefix before its extensions), so iteration order and lookups are those of
// a std::map<std::string, ..., std::less<>>, and it is transparent: lookups
// take a std::string_view. It is written out inline because names are short
// and mostly differ in their first bytes: std::string::compare calls memcmp
// for every node of the search, which cost more than the search itself.
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace detail {

struct name_less {
    using is_transparent = void;

    bool operator()(std::string_view a, std::string_view b) const noexcept {
        const std::size_t n = a.size() < b.size() ? a.size() : b.size();
        for (std::size_t i = 0; i < n; ++i) {
            const auto x = static_cast<unsigned char>(a[i]);
            const auto y = static_cast<unsigned char>(b[i]);
            if (x != y) return x < y;
        }
        return a.size() < b.size();
    }
};

// Whether two names are equal, inline: in word-sized loads (the last one
// overlapping) rather than a call to memcmp, which costs more than the
// comparison of a short name.
inline bool same_name(std::string_view a, std::string_view b) noexcept {
    const std::size_t n = a.size();
    if (n != b.size()) return false;
    const char* x = a.data();
    const char* y = b.data();
    const auto load8 = [](const char* p) {
        std::uint64_t v;
        std::memcpy(&v, p, sizeof v);
        return v;
    };
    const auto load4 = [](const char* p) {
        std::uint32_t v;
        std::memcpy(&v, p, sizeof v);
        return v;
    };
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8) {
            if (load8(x + i) != load8(y + i)) return false;
        }
        return load8(x + n - 8) == load8(y + n - 8);
    }
    if (n >= 4) return load4(x) == load4(y) && load4(x + n - 4) == load4(y + n - 4);
    for (std::size_t i = 0; i < n; ++i) {
        if (x[i] != y[i]) return false;
    }
    return true;
}

}  // namespace detail
HCL_END_NAMESPACE
