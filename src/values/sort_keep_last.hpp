// Sorting keyed entries the way maps, objects and object types need it:
// stably by key (bytewise), then keeping only the last of each run of equal
// keys, so a repeated key keeps its last value.
#pragma once

#include <hcl/config.hpp>

#include <algorithm>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace detail {

// `key(item)` gives the item's key (anything with < and ==). Returns how
// many items are kept, at the front; those after them are moved from.
// Input that is already strictly increasing (the usual case) is left as it
// is after one pass; short input is insertion-sorted, which is stable and,
// unlike std::stable_sort, needs no temporary buffer.
template <class T, class Key>
std::size_t sort_keep_last(std::span<T> items, Key key) {
    const std::size_t n = items.size();
    bool strictly_increasing = true;
    for (std::size_t i = 1; i < n && strictly_increasing; ++i) strictly_increasing = key(items[i - 1]) < key(items[i]);
    if (strictly_increasing) return n;
    if (n <= 16) {
        for (std::size_t i = 1; i < n; ++i) {
            if (!(key(items[i]) < key(items[i - 1]))) continue;
            T moving = std::move(items[i]);
            std::size_t j = i;
            for (; j > 0 && key(moving) < key(items[j - 1]); --j) items[j] = std::move(items[j - 1]);
            items[j] = std::move(moving);
        }
    } else {
        std::stable_sort(items.begin(), items.end(), [&](const T& a, const T& b) { return key(a) < key(b); });
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (kept > 0 && key(items[kept - 1]) == key(items[i])) {
            items[kept - 1] = std::move(items[i]);
        } else {
            if (kept != i) items[kept] = std::move(items[i]);
            ++kept;
        }
    }
    return kept;
}

template <class T, class Key>
void sort_keep_last(std::vector<T>& items, Key key) {
    const std::size_t kept = sort_keep_last(std::span<T>(items), key);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(kept), items.end());
}

}  // namespace detail
HCL_END_NAMESPACE
