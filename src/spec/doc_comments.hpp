// A spec file's descriptions from comments: the comment lines directly
// above a spec block (docs/spec-decoding.md, "Descriptions").
#pragma once

#include "native/token.hpp"

#include <hcl/config.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace spec::detail {

// The comments of a native-syntax spec file, found by where the item they
// describe starts.
class doc_comments {
public:
    // `source`: the file's text (kept by the caller for this object's life).
    explicit doc_comments(std::string_view source);

    // The text of the comment lines directly above the item whose first
    // token starts at byte `begin`: `#` and `//` lines, and `/* */`
    // comments that end their line, with no blank line between them and
    // the item, each starting its own line. Comment markers and one space
    // after them are taken off; lines are joined with "\n". Empty: none.
    std::string above(std::uint32_t begin) const;

private:
    std::string_view source_;
    std::vector<native::token> tokens_;
};

// A comment token's text without its markers, one entry per line.
std::vector<std::string> comment_text_lines(std::string_view comment);

}  // namespace spec::detail
HCL_END_NAMESPACE
