// The bump allocator holding a JSON file's tree: nodes, child arrays and
// decoded strings, all trivially destructible, freed together with the file.
//
// Chunks double from a small first one (JSON expressions are often tiny) up
// to 1 MB; bigger chunks would be mapped afresh by malloc for every file,
// and touching new pages costs more than the parse itself.
#pragma once

#include "memory/arrays.hpp"

#include <hcl/config.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace json::detail {

class arena {
public:
    void* allocate(std::size_t size, std::size_t align) {
        std::size_t pad = padding(align);
        if (pad + size > left_) {
            grow(size + align);
            pad = padding(align);
        }
        std::byte* p = next_ + pad;
        next_ = p + size;
        left_ -= pad + size;
        return p;
    }

private:
    static constexpr std::size_t first_chunk = 4096;
    static constexpr std::size_t max_chunk = std::size_t{1} << 20;

    std::size_t padding(std::size_t align) const noexcept {
        return (align - reinterpret_cast<std::uintptr_t>(next_) % align) % align;
    }
    void grow(std::size_t at_least) {
        const std::size_t size = std::max(at_least, chunk_size_);
        chunk_size_ = std::min(chunk_size_ * 2, max_chunk);
        chunks_.push_back(hcl::detail::make_unique_array_for_overwrite<std::byte>(size));
        next_ = chunks_.back().get();
        left_ = size;
    }

    std::vector<std::unique_ptr<std::byte[]>> chunks_;
    std::byte* next_ = nullptr;
    std::size_t left_ = 0;
    std::size_t chunk_size_ = first_chunk;
};

}  // namespace json::detail
HCL_END_NAMESPACE
