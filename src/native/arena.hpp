// A bump allocator for one file's syntax tree. Objects live until the arena
// dies; those that need destruction are destroyed then, in reverse order.
//
// Memory comes in chunks that double from a small first one (most parses
// are small: JSON strings, standalone expressions) up to a cap, so a large
// file wastes at most one partly used chunk. Nodes whose members are all
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

HCL_BEGIN_NAMESPACE
namespace native {

// Specialise as true for a type whose destructor does nothing useful even
// though it is not trivial (a polymorphic node whose members are all
// trivially destructible): the arena then never runs it.
template <class T>
inline constexpr bool arena_skips_destructor = false;

class arena {
public:
    arena() = default;
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
            release(c);
            c = next;
        }
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

    void* allocate(std::size_t size, std::size_t align) {
        std::uintptr_t at = (reinterpret_cast<std::uintptr_t>(next_) + align - 1) & ~(std::uintptr_t(align) - 1);
        if (at + size > reinterpret_cast<std::uintptr_t>(end_) || !next_) {
            grow(size + align);
            at = (reinterpret_cast<std::uintptr_t>(next_) + align - 1) & ~(std::uintptr_t(align) - 1);
        }
        next_ = reinterpret_cast<char*>(at + size);
        return reinterpret_cast<void*>(at);
    }

private:
    struct alignas(std::max_align_t) chunk {
        chunk* next;
        std::size_t size;
    };
    struct destructor {
        destructor* next;
        void (*destroy)(void*);
    };
    static constexpr std::size_t first_chunk = 2 * 1024;
    // Chunks from 2 MiB up are huge-page mappings (memory/chunk_source.hpp).
    static constexpr std::size_t max_chunk = 4 * 1024 * 1024;

    void grow(std::size_t at_least) {
        std::size_t size = chunk_size_;
        if (chunk_size_ < max_chunk) chunk_size_ *= 2;
        if (size < at_least + sizeof(chunk)) size = at_least + sizeof(chunk);
        chunk* c = acquire(size);
        c->next = chunks_;
        chunks_ = c;
        next_ = reinterpret_cast<char*>(c + 1);
        end_ = reinterpret_cast<char*>(c) + size;
    }

    static chunk* acquire(std::size_t size);
    static void release(chunk* c) noexcept;

    char* next_ = nullptr;
    char* end_ = nullptr;
    chunk* chunks_ = nullptr;
    destructor* destructors_ = nullptr;
    std::size_t chunk_size_ = first_chunk;
};

}  // namespace native
HCL_END_NAMESPACE
