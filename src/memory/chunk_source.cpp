// Chunk memory for the tree arenas (chunk_source.hpp): malloc for small
// chunks, 2 MiB-aligned anonymous mappings advised for transparent huge
// pages for large ones (Linux), malloc everywhere else. Released mappings
// are kept, up to a bound, for the next tree.
#include "memory/chunk_source.hpp"

#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>
#include <vector>

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

// Mappings released by one tree, kept for the next. A new mapping costs a
// page fault and the kernel's zeroing of every page (2 MiB at a time); in a
// program that parses file after file that was an eighth of the time. Like
// malloc keeping freed memory below its trim threshold, the cache holds at
// most kept_chunk_bytes_limit; beyond that, mappings go back to the system.
class mapping_cache {
public:
    // A kept mapping of exactly `bytes` (a mapped_size), or nullptr.
    void* take(std::size_t bytes) noexcept {
        std::lock_guard<std::mutex> lock(mutex_);
        for (std::size_t i = kept_.size(); i-- > 0;) {
            if (kept_[i].bytes != bytes) continue;
            void* p = kept_[i].memory;
            kept_[i] = kept_.back();
            kept_.pop_back();
            kept_bytes_ -= bytes;
            return p;
        }
        return nullptr;
    }
    // Whether the cache took the mapping (else the caller unmaps it).
    bool keep(void* memory, std::size_t bytes) noexcept {
        std::lock_guard<std::mutex> lock(mutex_);
        if (kept_bytes_ + bytes > kept_chunk_bytes_limit) return false;
        try {
            kept_.push_back({memory, bytes});
        } catch (...) {
            return false;
        }
        kept_bytes_ += bytes;
        return true;
    }

    std::size_t kept_bytes() noexcept {
        std::lock_guard<std::mutex> lock(mutex_);
        return kept_bytes_;
    }

private:
    struct mapping {
        void* memory;
        std::size_t bytes;
    };
    std::mutex mutex_;
    std::vector<mapping> kept_;
    std::size_t kept_bytes_ = 0;
};

// Never destroyed: arenas may be released during static destruction.
mapping_cache& cache() noexcept {
    static auto* c = new mapping_cache;
    return *c;
}
#endif

}  // namespace

void* acquire_chunk(std::size_t size) {
#if defined(__linux__)
    if (size >= huge_chunk_size) {
        // No fallback to malloc: release_chunk tells the two kinds apart by
        // size alone, and a failed mapping means memory is exhausted anyway.
        if (void* p = cache().take(mapped_size(size))) return p;
        if (void* p = map_aligned(size)) return p;
        throw std::bad_alloc();
    }
#endif
    void* p = std::malloc(size);
    if (!p) throw std::bad_alloc();
    return p;
}

void release_chunk(void* chunk, [[maybe_unused]] std::size_t size) noexcept {
    if (!chunk) return;
#if defined(__linux__)
    if (size >= huge_chunk_size) {
        if (!cache().keep(chunk, mapped_size(size))) ::munmap(chunk, mapped_size(size));
        return;
    }
#endif
    std::free(chunk);
}

std::size_t kept_chunk_bytes() noexcept {
#if defined(__linux__)
    return cache().kept_bytes();
#else
    return 0;
#endif
}

}  // namespace detail
HCL_END_NAMESPACE
