// Chunk memory for the tree arenas (chunk_source.hpp): malloc for small
// chunks, 2 MiB-aligned anonymous mappings advised for transparent huge
// pages for large ones (Linux), malloc everywhere else.
#include "memory/chunk_source.hpp"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

HCL_BEGIN_NAMESPACE
namespace detail {

namespace {

#if defined(__linux__)
constexpr std::size_t huge_page = std::size_t{2} << 20;

std::size_t mapped_size(std::size_t size) noexcept { return (size + huge_page - 1) & ~(huge_page - 1); }

// A mapping of mapped_size(size) bytes starting on a huge-page boundary
// (the kernel can only back aligned 2 MiB ranges with huge pages), or
// nullptr.
void* map_aligned(std::size_t size) noexcept {
    const std::size_t want = mapped_size(size);
    const std::size_t reserve = want + huge_page;
    void* raw = ::mmap(nullptr, reserve, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return nullptr;
    const auto begin = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = (begin + huge_page - 1) & ~(std::uintptr_t(huge_page) - 1);
    if (aligned > begin) ::munmap(raw, aligned - begin);
    const std::uintptr_t end = begin + reserve;
    if (end > aligned + want) ::munmap(reinterpret_cast<void*>(aligned + want), end - (aligned + want));
    void* p = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
    // Advice only: without transparent huge pages this is an ordinary mapping.
    ::madvise(p, want, MADV_HUGEPAGE);
#endif
    return p;
}
#endif

}  // namespace

void* acquire_chunk(std::size_t size) {
#if defined(__linux__)
    if (size >= huge_chunk_size) {
        // No fallback to malloc: release_chunk tells the two kinds apart by
        // size alone, and a failed mapping means memory is exhausted anyway.
        if (void* p = map_aligned(size)) return p;
        throw std::bad_alloc();
    }
#endif
    void* p = std::malloc(size);
    if (!p) throw std::bad_alloc();
    return p;
}

void release_chunk(void* chunk, std::size_t size) noexcept {
    if (!chunk) return;
#if defined(__linux__)
    if (size >= huge_chunk_size) {
        ::munmap(chunk, mapped_size(size));
        return;
    }
#endif
    std::free(chunk);
}

}  // namespace detail
HCL_END_NAMESPACE
