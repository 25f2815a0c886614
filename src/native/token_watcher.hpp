// Watching the tokens a parser scans (internal): a program that needs the
// tokens of text it also parses — `hcl fmt` checks a file while it formats
// it — gets them from the parser's one scan instead of lexing again.
#pragma once

#include "native/token.hpp"

#include <hcl/config.hpp>

#include <span>

HCL_BEGIN_NAMESPACE
namespace native {

class token_watcher {
public:
    // Every token of the input, in order, a batch at a time; the last
    // batch ends with the eof token.
    virtual void tokens(std::span<const token> batch) = 0;

protected:
    ~token_watcher() = default;
};

}  // namespace native
HCL_END_NAMESPACE
