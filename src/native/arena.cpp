// Where arena chunks come from: malloc, or (large chunks on Linux) an
// anonymous mapping populated in one go.
#include "native/arena.hpp"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

HCL_BEGIN_NAMESPACE
namespace native {

arena::chunk* arena::acquire(std::size_t size) {
#if defined(__linux__) && defined(MAP_POPULATE)
    if (size >= populate_from) {
        void* p = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        if (p != MAP_FAILED) {
            auto* c = static_cast<chunk*>(p);
            c->size = size;
            c->mapped = true;
            return c;
        }
    }
#endif
    auto* c = static_cast<chunk*>(std::malloc(size));
    if (!c) throw std::bad_alloc();
    c->size = size;
    c->mapped = false;
    return c;
}

void arena::release(chunk* c) noexcept {
#if defined(__linux__) && defined(MAP_POPULATE)
    if (c->mapped) {
        ::munmap(c, c->size);
        return;
    }
#endif
    std::free(c);
}

}  // namespace native
HCL_END_NAMESPACE
