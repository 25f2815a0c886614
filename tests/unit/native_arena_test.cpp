// The native syntax tree's arena: every allocation finds the arena's owner
// from its own address (nodes carry no file pointer), whatever its size and
// wherever it falls in a chunk.
#include "native/arena.hpp"

#include "support/catch.hpp"

#include <cstdint>
#include <cstring>
#include <vector>

using hcl::native::arena;

namespace {

std::uintptr_t address(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }

}  // namespace

TEST_CASE("native arena: small allocations never cross a page and name their owner", "[native][arena]") {
    int owner = 0;
    arena a(&owner);
    std::vector<std::pair<char*, std::size_t>> blocks;
    // Sizes and alignments that leave every possible remainder at page ends,
    // over several chunks (they double from one page).
    for (std::size_t i = 0; i < 20000; ++i) {
        const std::size_t size = 1 + (i * 37) % 200;
        const std::size_t align = std::size_t{1} << (i % 4);
        auto* p = static_cast<char*>(a.allocate(size, align));
        const bool placed = address(p) % align == 0 &&
                            address(p) / arena::page_size == (address(p) + size - 1) / arena::page_size &&
                            arena::owner_of(p) == &owner && arena::owner_of(p + size - 1) == &owner;
        if (!placed) FAIL("allocation " << i << " misplaced");
        std::memset(p, static_cast<int>(i & 0xFF), size);
        blocks.emplace_back(p, size);
    }
    // Nothing overwrote anything (page headers included).
    std::size_t intact = 0;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const auto [p, size] = blocks[i];
        bool same = true;
        for (std::size_t k = 0; k < size; ++k) same = same && static_cast<unsigned char>(p[k]) == (i & 0xFF);
        intact += same ? 1 : 0;
    }
    CHECK(intact == blocks.size());
    CHECK(arena::owner_of(blocks.front().first) == &owner);
    CHECK(a.used_bytes() <= a.reserved_bytes());
}

TEST_CASE("native arena: large allocations get blocks of their own", "[native][arena]") {
    int owner = 0;
    arena a(&owner);
    auto* small = static_cast<char*>(a.allocate(16, 8));
    for (const std::size_t size : {arena::page_size - 40, arena::page_size, 3 * arena::page_size + 5,
                                   std::size_t{3} << 20}) {
        INFO(size);
        auto* big = static_cast<char*>(a.allocate(size, 8));
        std::memset(big, 0xAB, size);
        // Its start finds the owner; the current page carries on.
        CHECK(arena::owner_of(big) == &owner);
        auto* next = static_cast<char*>(a.allocate(16, 8));
        CHECK(arena::owner_of(next) == &owner);
        CHECK(static_cast<unsigned char>(big[size - 1]) == 0xAB);
    }
    CHECK(arena::owner_of(small) == &owner);
}

TEST_CASE("native arena: objects are made and destroyed", "[native][arena]") {
    int destroyed = 0;
    struct counted {
        explicit counted(int* c) : counter(c) {}  // clang 14: no parenthesised aggregate init
        int* counter;
        ~counted() { ++*counter; }
    };
    {
        int owner = 0;
        arena a(&owner);
        for (int i = 0; i < 1000; ++i) {
            counted* c = a.make<counted>(&destroyed);
            CHECK(arena::owner_of(c) == &owner);
        }
        const int values[] = {1, 2, 3};
        const auto copied = a.copy(std::span<const int>(values));
        CHECK(copied.size() == 3);
        CHECK(copied[2] == 3);
    }
    CHECK(destroyed == 1000);
}

TEST_CASE("native arena: rewind destroys what was made since the mark and reuses its memory",
          "[native][arena]") {
    int destroyed = 0;
    struct counted {
        explicit counted(int* c) : counter(c) {}
        int* counter;
        ~counted() { ++*counter; }
    };
    int owner = 0;
    arena a(&owner);
    counted* kept = a.make<counted>(&destroyed);
    auto* kept_bytes = static_cast<char*>(a.allocate(100, 8));
    std::memset(kept_bytes, 0x5A, 100);
    const std::size_t used = a.used_bytes();
    for (int round = 0; round < 50; ++round) {
        const arena::position mark = a.mark();
        // Small objects over several pages (and chunks in the first
        // rounds), and a block of its own.
        void* first = a.allocate(24, 8);
        for (int i = 0; i < 300; ++i) a.make<counted>(&destroyed);
        std::memset(a.allocate(3 * arena::page_size, 8), 0xEE, 3 * arena::page_size);
        a.rewind(mark);
        CHECK(destroyed == 300 * (round + 1));
        void* again = a.allocate(24, 8);
        CHECK(arena::owner_of(again) == &owner);
        if (arena::rewind_reuses_memory && round > 0) {
            // Once a chunk holds a whole round, every round starts where
            // the first allocation of the round before did.
            CHECK(again == first);
        }
        a.rewind(mark);
    }
    if (arena::rewind_reuses_memory) CHECK(a.used_bytes() <= used + 2 * arena::page_size);
    // What came before the marks is untouched, and destroyed with the arena.
    CHECK(kept->counter == &destroyed);
    std::size_t intact = 0;
    for (int i = 0; i < 100; ++i) intact += kept_bytes[i] == 0x5A ? 1 : 0;
    CHECK(intact == 100);
    CHECK(arena::owner_of(kept) == &owner);
}

TEST_CASE("native arena: rewind to a mark before the first chunk", "[native][arena]") {
    int owner = 0;
    arena a(&owner);
    const arena::position empty = a.mark();
    for (int i = 0; i < 2000; ++i) a.allocate(64, 8);  // several chunks, doubling
    const std::size_t before = a.reserved_bytes();
    a.rewind(empty);
    auto* p = static_cast<char*>(a.allocate(64, 8));
    std::memset(p, 1, 64);
    CHECK(arena::owner_of(p) == &owner);
    // Only the newest chunk stays (about half of what the arena held).
    if (arena::rewind_reuses_memory) CHECK(a.reserved_bytes() * 3 < before * 2);
}
