// A parser for well-formed JSON only, several times leaner than the
// diagnosing one (json/parser.hpp): it reads bytes directly, without tokens,
// recovery or diagnostics. It builds the very tree the diagnosing parser
// would build, and gives up at the first byte that parser would report; the
// caller then parses the source again with the diagnosing parser. Most
// configuration files are well-formed, so most are read once, quickly.
#pragma once

#include "json/ast.hpp"

#include <cstddef>

HCL_BEGIN_NAMESPACE
namespace json::detail {

// The root value of `file`'s source, or nullptr when the source is not
// exactly one well-formed JSON value nested at most `max_depth` deep (then
// the file's arena may hold nodes of the abandoned tree: see
// json_file::discard_tree).
const node* parse_well_formed(json_file& file, std::size_t max_depth);

}  // namespace json::detail
HCL_END_NAMESPACE
