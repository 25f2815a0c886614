// Parsing a native-syntax file on a helper thread while the calling thread
// reads its top-level blocks (internal; decode_options::parallel_parse).
//
// The parser hands each finished top-level block to a ring of slots; the
// calling thread takes them from there and gives them to the reader, in
// the same order and on the same conditions as parse_config_streaming
// would, while the parser goes on with the next ones. The parser stays at
// most a ring's length ahead, so that the reader finds a block's tree still
// in the shared cache. No block is dropped from the tree: the parser
// cannot reuse memory the reader may still be reading.
#pragma once

#include "model/top_level_blocks.hpp"

#include <hcl/config.hpp>
#include <hcl/file.hpp>

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

HCL_BEGIN_NAMESPACE
namespace detail {

// Whether parse_in_parallel is worth it for `source`: a text of at least
// parallel_parse_min_bytes, all ASCII. The parser hands no block of any
// other text to a reader on another thread (top_level_blocks::keeps_items):
// such a text is better parsed on the calling thread, where decoded blocks
// are dropped as they come.
bool can_parse_in_parallel(const std::string& source) noexcept;

// Texts smaller than this are parsed on the calling thread: starting a
// thread costs about as much as parsing a few hundred kilobytes. Tests set
// it lower.
inline std::atomic<std::size_t> parallel_parse_min_bytes{std::size_t{1} << 20};

// How many parses ran on a helper thread (tests).
inline std::atomic<std::size_t> parallel_parses{0};

// native::parse_config_streaming(source, filename, {}, reader), with the
// parse on a helper thread and reader.block() called on this one. What
// reader.block() returns is ignored (no block is dropped). An exception
// thrown by the parse is thrown here, once both threads are done.
parse_result parse_in_parallel(std::shared_ptr<const std::string> source, std::string filename,
                               top_level_blocks& reader);

}  // namespace detail
HCL_END_NAMESPACE
