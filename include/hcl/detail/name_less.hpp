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

}  // namespace detail
HCL_END_NAMESPACE
