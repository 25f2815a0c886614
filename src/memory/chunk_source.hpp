// Where the syntax trees' bump allocators get their memory.
//
// A 10 MB configuration builds tens of megabytes of tree, written once and
// front to back. With ordinary 4 KiB pages the kernel's work of mapping and
// zeroing them (a page fault per page, then unmapping) cost as much as the
// parse itself. Large chunks therefore come from mappings aligned to 2 MiB
// and marked for transparent huge pages (Linux): one fault per 2 MiB. Small
// chunks (most parses are small: JSON strings, standalone expressions) come
// from malloc. The native arena takes its chunks of 2 MiB and more from
// here; the JSON arena stays with 1 MiB heap chunks, which malloc keeps for
// the next parse (measured faster in a parse loop, docs/json-syntax.md).
#pragma once

#include <hcl/config.hpp>

#include <cstddef>

HCL_BEGIN_NAMESPACE
namespace detail {

// Chunks of at least this size are huge-page mappings where available.
inline constexpr std::size_t huge_chunk_size = std::size_t{2} << 20;

// At least `size` bytes, aligned for any object; throws std::bad_alloc.
void* acquire_chunk(std::size_t size);
// Gives back a chunk from acquire_chunk, with the size asked for. Large
// chunks are kept (up to kept_chunk_bytes_limit in all) for later
// acquire_chunk calls of the same size: the next tree then reuses pages
// that are already mapped instead of faulting in freshly zeroed ones.
void release_chunk(void* chunk, std::size_t size) noexcept;

inline constexpr std::size_t kept_chunk_bytes_limit = std::size_t{64} << 20;
// Bytes of released chunks kept for reuse (always 0 off Linux).
std::size_t kept_chunk_bytes() noexcept;

}  // namespace detail
HCL_END_NAMESPACE
