// A bump allocator for one file's syntax tree. Objects live until the arena
// dies; those that need destruction are destroyed then, in reverse order.
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <memory>
#include <memory_resource>
#include <new>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace native {

class arena {
public:
    arena() = default;
    arena(const arena&) = delete;
    arena& operator=(const arena&) = delete;
    ~arena() {
        for (auto it = destructors_.rbegin(); it != destructors_.rend(); ++it) it->destroy(it->object);
    }

    template <class T, class... Args>
    T* make(Args&&... args) {
        void* memory = buffer_.allocate(sizeof(T), alignof(T));
        T* object = ::new (memory) T(std::forward<Args>(args)...);
        if constexpr (!std::is_trivially_destructible_v<T>) {
            destructors_.push_back({object, [](void* p) { static_cast<T*>(p)->~T(); }});
        }
        return object;
    }

    // A copy of `items` in the arena (elements must be trivially destructible
    // or the caller accepts they are never destroyed: use for pointers/PODs).
    template <class T>
    std::span<T> copy(std::span<const T> items) {
        static_assert(std::is_trivially_destructible_v<T>, "arena::copy is for trivially destructible elements");
        if (items.empty()) return {};
        void* memory = buffer_.allocate(sizeof(T) * items.size(), alignof(T));
        T* out = static_cast<T*>(memory);
        std::uninitialized_copy(items.begin(), items.end(), out);
        return {out, items.size()};
    }
    template <class T>
    std::span<T> copy(const std::vector<T>& items) {
        return copy(std::span<const T>(items));
    }

private:
    struct destructor {
        void* object;
        void (*destroy)(void*);
    };
    std::pmr::monotonic_buffer_resource buffer_{16 * 1024};
    std::vector<destructor> destructors_;
};

}  // namespace native
HCL_END_NAMESPACE
