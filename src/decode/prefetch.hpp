// Asking the processor to start loading memory the decode reads next: the
// syntax tree and text of the next block (block_item::tree, text), so that
// a block does not begin with a wait for memory (docs/decoder.md).
#pragma once

#include <hcl/body.hpp>
#include <hcl/config.hpp>

HCL_BEGIN_NAMESPACE
namespace detail {

// Starts loading `h`: about one line in every 64 bytes, no waiting.
inline void prefetch(memory_hint h) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    for (auto p = static_cast<const char*>(h.begin); p < static_cast<const char*>(h.end); p += 64) {
        __builtin_prefetch(p);
    }
#else
    (void)h;
#endif
}

// Starts loading the tree and the text of block `b`.
inline void prefetch_block(const block_item& b) noexcept {
    prefetch(b.tree);
    prefetch(b.text);
}

}  // namespace detail
HCL_END_NAMESPACE
