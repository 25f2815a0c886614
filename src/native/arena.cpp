// Where arena chunks come from: the chunk source shared with the JSON
// syntax's arena (small chunks from malloc, large ones as huge pages).
#include "native/arena.hpp"

#include "memory/chunk_source.hpp"

HCL_BEGIN_NAMESPACE
namespace native {

arena::chunk* arena::acquire(std::size_t size) {
    auto* c = static_cast<chunk*>(detail::acquire_chunk(size));
    c->size = size;
    return c;
}

void arena::release(chunk* c) noexcept { detail::release_chunk(c, c->size); }

}  // namespace native
HCL_END_NAMESPACE
