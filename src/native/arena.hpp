// A bump allocator for one file's syntax tree. Objects live until the arena
// dies; those that need destruction are destroyed then, in reverse order.
//
// Memory comes in chunks that double from a small first one (most parses
// are small: JSON strings, standalone expressions) up to a cap, so a large
// file wastes at most one partly used chunk. Chunks are made of 4 KiB pages
// that each start with the owner's address (see arena::owner_of). Nodes whose members are all
// trivially destructible declare so with `arena_skips_destructor` and cost
// nothing at destruction; for the others a small record in the arena itself
// links them into the destruction list (no side vector to regrow).
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

// Under AddressSanitizer a rewind does not reuse memory: it marks what it
// gave up as unaddressable, so that a use of a dropped node is reported.
#if defined(__SANITIZE_ADDRESS__)
#define HCL_ARENA_POISONS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HCL_ARENA_POISONS 1
#endif
#endif

HCL_BEGIN_NAMESPACE
namespace native {

// Specialise as true for a type whose destructor does nothing useful even
// though it is not trivial (a polymorphic node whose members are all
// trivially destructible): the arena then never runs it.
template <class T>
inline constexpr bool arena_skips_destructor = false;

class arena {
public:
    // Every page of an arena starts with a header naming the arena's owner,
    // and no allocation of a page's size or less crosses a page boundary:
    // an object finds its owner from its own address (owner_of), so tree
    // nodes need no pointer to their file. Larger allocations get blocks of
    // their own, which start with the same header.
    static constexpr std::size_t page_size = 4096;

    explicit arena(const void* owner = nullptr) noexcept : owner_(owner) {}
    arena(const arena&) = delete;
    arena& operator=(const arena&) = delete;
    ~arena() {
        for (destructor* d = destructors_; d;) {
            destructor* next = d->next;
            d->destroy(d + 1);
            d = next;
        }
        for (chunk* c = chunks_; c;) {
            chunk* next = c->next;
            release(page_of(c), c->size);
            c = next;
        }
    }

    // The owner of the arena that allocated `object` (which must start
    // within the first page_size bytes of its allocation).
    static const void* owner_of(const void* object) noexcept {
        return reinterpret_cast<const page_header*>(reinterpret_cast<std::uintptr_t>(object) &
                                                    ~(std::uintptr_t(page_size) - 1))
            ->owner;
    }

    template <class T, class... Args>
    T* make(Args&&... args) {
        if constexpr (std::is_trivially_destructible_v<T> || arena_skips_destructor<T>) {
            return ::new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
        } else {
            // The record sits right before the object (both aligned for it).
            static_assert(alignof(T) <= alignof(std::max_align_t));
            constexpr std::size_t header = (sizeof(destructor) + alignof(T) - 1) / alignof(T) * alignof(T);
            static_assert(header == sizeof(destructor), "the object must follow its record directly");
            char* memory = static_cast<char*>(allocate(header + sizeof(T), alignof(destructor) > alignof(T)
                                                                                ? alignof(destructor)
                                                                                : alignof(T)));
            T* object = ::new (memory + header) T(std::forward<Args>(args)...);
            auto* d = ::new (memory) destructor{destructors_, [](void* p) { static_cast<T*>(p)->~T(); }};
            destructors_ = d;
            return object;
        }
    }

    // A copy of `items` in the arena (elements must be trivially destructible).
    template <class T>
    std::span<T> copy(std::span<const T> items) {
        static_assert(std::is_trivially_destructible_v<T>, "arena::copy is for trivially destructible elements");
        if (items.empty()) return {};
        T* out = static_cast<T*>(allocate(sizeof(T) * items.size(), alignof(T)));
        std::uninitialized_copy(items.begin(), items.end(), out);
        return {out, items.size()};
    }
    template <class T>
    std::span<T> copy(const std::vector<T>& items) {
        return copy(std::span<const T>(items));
    }

    // Bytes of the chunks held, and of those the part in use (page headers
    // included; benchmarks, memory tests).
    std::size_t reserved_bytes() const noexcept {
        std::size_t n = 0;
        for (const chunk* c = chunks_; c; c = c->next) n += c->size;
        return n;
    }
    std::size_t used_bytes() const noexcept { return reserved_bytes() - slack_ - (chunk_end_ - next_); }

    // A point in the arena's history, to go back to with rewind().
    struct position {
        std::uintptr_t next, page_end, chunk_end;
        const void* chunks;
        const void* destructors;
        std::size_t slack;
    };
    position mark() const noexcept { return {next_, page_end_, chunk_end_, chunks_, destructors_, slack_}; }
    // Destroys everything made since `p` and makes its memory available
    // again: the next allocations reuse it, while it is still in the
    // processor's caches. Blocks of their own and chunks filled since `p`
    // are released; a chunk begun since `p` stays, to be used from its start.
    // Nothing allocated since `p` may be used afterwards; what was allocated
    // before stays as it is. `p` must be this arena's, and not older than
    // the position of an earlier rewind.
    void rewind(const position& p) noexcept;
    // False under AddressSanitizer: rewind then keeps the memory, poisoned.
#if defined(HCL_ARENA_POISONS)
    static constexpr bool rewind_reuses_memory = false;
#else
    static constexpr bool rewind_reuses_memory = true;
#endif

    // `size` > 0; `align` a power of two, at most alignof(std::max_align_t).
    void* allocate(std::size_t size, std::size_t align) {
        const std::uintptr_t at = (next_ + align - 1) & ~(std::uintptr_t(align) - 1);
        if (at + size > page_end_) return allocate_slow(size, align);
        next_ = at + size;
        return reinterpret_cast<void*>(at);
    }

private:
    struct alignas(std::max_align_t) page_header {
        const void* owner;
    };
    // Follows the first page's header.
    struct alignas(std::max_align_t) chunk {
        chunk* next;
        std::size_t size;
    };
    struct destructor {
        destructor* next;
        void (*destroy)(void*);
    };
    static constexpr std::size_t first_chunk = page_size;
    // Chunks from 2 MiB up are huge-page mappings (memory/chunk_source.hpp).
    static constexpr std::size_t max_chunk = 4 * 1024 * 1024;

    static page_header* page_of(chunk* c) noexcept { return reinterpret_cast<page_header*>(c) - 1; }

    // Starts a new page (of the current chunk, or of a new one) or, for a
    // large allocation, a block of its own.
    void* allocate_slow(std::size_t size, std::size_t align);
    // A new chunk of `size` bytes (a multiple of page_size) with its first
    // header and record written, linked into chunks_.
    chunk* add_chunk(std::size_t size);

    // Page-aligned memory of `size` bytes (a multiple of page_size).
    static void* acquire(std::size_t size);
    static void release(void* memory, std::size_t size) noexcept;

    const void* owner_;
    std::uintptr_t next_ = 0;       // where the next allocation may start
    std::uintptr_t page_end_ = 0;   // end of the current page
    std::uintptr_t chunk_end_ = 0;  // end of the current chunk
    chunk* chunks_ = nullptr;
    destructor* destructors_ = nullptr;
    std::size_t chunk_size_ = first_chunk;
    std::size_t slack_ = 0;  // bytes skipped at the ends of pages and blocks
};

}  // namespace native
HCL_END_NAMESPACE
