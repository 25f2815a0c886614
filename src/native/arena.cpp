// The arena's slow path (new pages, chunks and large blocks) and where its
// memory comes from: huge-page chunks from memory/chunk_source, page-aligned
// heap blocks below that.
#include "native/arena.hpp"

#include "memory/chunk_source.hpp"

#if defined(HCL_ARENA_POISONS)
#include <sanitizer/asan_interface.h>
#endif

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

constexpr std::size_t round_up(std::size_t n, std::size_t to) noexcept { return (n + to - 1) / to * to; }

}  // namespace

void* arena::allocate_slow(std::size_t size, std::size_t align) {
    constexpr std::size_t first_offset = sizeof(page_header) + sizeof(chunk);
    if (size + align > page_size - first_offset) {
        // Too large for a page: a block of its own (never the current chunk,
        // whose pages carry on).
        const std::size_t block = round_up(first_offset + size + align, page_size);
        chunk* c = add_chunk(block);
        const std::uintptr_t begin = reinterpret_cast<std::uintptr_t>(c + 1);
        const std::uintptr_t at = (begin + align - 1) & ~(std::uintptr_t(align) - 1);
        slack_ += block - first_offset - size;
        return reinterpret_cast<void*>(at);
    }
    slack_ += page_end_ - next_;
    if (page_end_ == chunk_end_) {
        // The chunk is used up (or there is none yet).
        const std::size_t chunk_size = chunk_size_;
        if (chunk_size_ < max_chunk) chunk_size_ *= 2;
        chunk* c = add_chunk(chunk_size);
        next_ = reinterpret_cast<std::uintptr_t>(c + 1);
        page_end_ = reinterpret_cast<std::uintptr_t>(page_of(c)) + page_size;
        chunk_end_ = reinterpret_cast<std::uintptr_t>(page_of(c)) + chunk_size;
    } else {
        ::new (reinterpret_cast<void*>(page_end_)) page_header{owner_};
        next_ = page_end_ + sizeof(page_header);
        page_end_ += page_size;
    }
    const std::uintptr_t at = (next_ + align - 1) & ~(std::uintptr_t(align) - 1);
    next_ = at + size;
    return reinterpret_cast<void*>(at);
}

void arena::rewind(const position& p) noexcept {
    while (destructors_ != p.destructors) {
        destructor* d = destructors_;
        destructors_ = d->next;
        d->destroy(d + 1);
    }
#if defined(HCL_ARENA_POISONS)
    // Everything allocated since p becomes unaddressable, and allocation
    // carries on after it; only the current page's header stays readable
    // for the objects still to come on that page.
    for (chunk* c = chunks_; c != p.chunks; c = c->next) {
        const auto begin = reinterpret_cast<std::uintptr_t>(c + 1);
        const std::uintptr_t end = reinterpret_cast<std::uintptr_t>(page_of(c)) + c->size;
        if (end == chunk_end_) {
            ASAN_POISON_MEMORY_REGION(reinterpret_cast<void*>(begin), next_ - begin);
        } else {
            ASAN_POISON_MEMORY_REGION(reinterpret_cast<void*>(begin), end - begin);
        }
    }
    if (chunk_end_ == p.chunk_end && next_ > p.next) {
        ASAN_POISON_MEMORY_REGION(reinterpret_cast<void*>(p.next), next_ - p.next);
    }
    if (page_end_ != 0) ASAN_UNPOISON_MEMORY_REGION(reinterpret_cast<void*>(page_end_ - page_size), sizeof(page_header));
#else
    // The chunks added since p, newest first: the current one (when it is
    // new) stays; blocks of their own and filled chunks go.
    chunk* current = nullptr;
    for (chunk** link = &chunks_; *link != p.chunks;) {
        chunk* c = *link;
        if (reinterpret_cast<std::uintptr_t>(page_of(c)) + c->size == chunk_end_ && !current) {
            current = c;
            link = &c->next;
            continue;
        }
        *link = c->next;
        release(page_of(c), c->size);
    }
    if (!current) {
        // Still in p's chunk.
        next_ = p.next;
        page_end_ = p.page_end;
        slack_ = p.slack;
        return;
    }
    // From the start of the new chunk; the rest of p's chunk stays unused.
    next_ = reinterpret_cast<std::uintptr_t>(current + 1);
    page_end_ = reinterpret_cast<std::uintptr_t>(page_of(current)) + page_size;
    slack_ = p.slack + (p.chunk_end - p.next);
#endif
}

arena::chunk* arena::add_chunk(std::size_t size) {
    void* memory = acquire(size);
    auto* header = ::new (memory) page_header{owner_};
    auto* c = ::new (static_cast<void*>(header + 1)) chunk{chunks_, size};
    chunks_ = c;
    return c;
}

void* arena::acquire(std::size_t size) {
    // Huge-page chunks are 2 MiB-aligned mappings on Linux; elsewhere (and
    // below that size) the heap gives page-aligned blocks.
#if defined(__linux__)
    if (size >= detail::huge_chunk_size) return detail::acquire_chunk(size);
#endif
    return ::operator new(size, std::align_val_t(page_size));
}

void arena::release(void* memory, [[maybe_unused]] std::size_t size) noexcept {
#if defined(HCL_ARENA_POISONS)
    // Kept mappings go to other arenas.
    ASAN_UNPOISON_MEMORY_REGION(memory, size);
#endif
#if defined(__linux__)
    if (size >= detail::huge_chunk_size) {
        detail::release_chunk(memory, size);
        return;
    }
#endif
    ::operator delete(memory, std::align_val_t(page_size));
}

}  // namespace native
HCL_END_NAMESPACE
