// The tree arenas' chunk memory: large chunks released by one tree are
// kept, within a bound, and handed to the next tree of the same size.
#include "memory/chunk_source.hpp"

#include "support/catch.hpp"

#include <cstring>
#include <vector>

using hcl::detail::acquire_chunk;
using hcl::detail::kept_chunk_bytes;
using hcl::detail::kept_chunk_bytes_limit;
using hcl::detail::release_chunk;

#if defined(__linux__)
TEST_CASE("chunk source: a released large chunk is reused by the next of its size", "[memory]") {
    constexpr std::size_t size = std::size_t{4} << 20;
    void* first = acquire_chunk(size);
    std::memset(first, 0x5A, size);
    const std::size_t before = kept_chunk_bytes();
    release_chunk(first, size);
    CHECK(kept_chunk_bytes() == before + size);
    void* second = acquire_chunk(size);
    CHECK(second == first);
    CHECK(kept_chunk_bytes() == before);
    // The same pages, not a fresh (zeroed) mapping at the same address.
    CHECK(static_cast<unsigned char*>(second)[size - 1] == 0x5A);
    // Usable in full (the arena writes headers at any page).
    std::memset(second, 0xA5, size);
    release_chunk(second, size);
}

TEST_CASE("chunk source: chunks of another size are not handed out", "[memory]") {
    constexpr std::size_t small = std::size_t{2} << 20;
    constexpr std::size_t large = std::size_t{6} << 20;
    void* a = acquire_chunk(small);
    release_chunk(a, small);
    void* b = acquire_chunk(large);
    CHECK(b != a);
    std::memset(b, 1, large);
    release_chunk(b, large);
}

TEST_CASE("chunk source: what is kept stays within the bound", "[memory]") {
    // A size no other test uses: the chunks of other sizes in the cache
    // (`before`) are not touched.
    constexpr std::size_t size = std::size_t{10} << 20;
    const std::size_t before = kept_chunk_bytes();
    const std::size_t count = kept_chunk_bytes_limit / size + 2;
    std::vector<void*> chunks;
    for (std::size_t i = 0; i < count; ++i) chunks.push_back(acquire_chunk(size));
    CHECK(kept_chunk_bytes() == before);
    for (void* c : chunks) release_chunk(c, size);
    CHECK(kept_chunk_bytes() <= kept_chunk_bytes_limit);
    CHECK(kept_chunk_bytes() + size > kept_chunk_bytes_limit);  // filled up to the bound, not less
    // Taking as many back empties the cache of this size.
    chunks.clear();
    for (std::size_t i = 0; i < count; ++i) chunks.push_back(acquire_chunk(size));
    CHECK(kept_chunk_bytes() == before);
    for (void* c : chunks) release_chunk(c, size);
}
#endif

TEST_CASE("chunk source: small chunks come from the heap and are not kept", "[memory]") {
    const std::size_t before = kept_chunk_bytes();
    void* p = acquire_chunk(4096);
    std::memset(p, 0, 4096);
    release_chunk(p, 4096);
    CHECK(kept_chunk_bytes() == before);
}
