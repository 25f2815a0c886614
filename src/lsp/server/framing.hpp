// The protocol's base layer: messages framed by a `Content-Length` header
// on a byte stream (LSP 3.17, "Base Protocol").
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <iosfwd>
#include <string>
#include <initializer_list>
#include <string_view>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

// The largest message body accepted (a 100 MB document with its JSON
// escapes fits); a larger Content-Length is a malformed frame.
inline constexpr std::size_t max_message_size = std::size_t{1} << 30;

struct frame {
    enum class kind {
        message,    // `body` holds the message's bytes
        malformed,  // a header that does not read; `body` says what was wrong
        end,        // the stream ended (possibly inside a frame)
    };
    frame::kind kind = kind::end;
    std::string body;
};

// Reads frames one after the other. After a malformed header it skips to
// the next `Content-Length` header, so one broken frame costs only itself.
class frame_reader {
public:
    explicit frame_reader(std::istream& in) : in_(in) {}

    frame next();
    // Whether bytes are waiting that can be read without blocking (the
    // stream buffer's estimate: a pipe's through the C++ library).
    bool more_waiting() const;

private:
    // Reads one header line (without its line break) into `line`; false at
    // the end of the stream. A line longer than the header limit stops
    // early and sets `too_long`.
    bool read_header_line(std::string& line, bool& too_long);
    // Consumes bytes up to and including the next "Content-Length:" (any
    // case); false when the stream ends first.
    bool skip_to_content_length();

    // Skips to the next Content-Length header (in the rest of `line`, else
    // in the stream) and returns a malformed frame saying `why`.
    frame resync(const std::string& line, std::string why);

    std::istream& in_;
    // The start of the next header line, already consumed by a resync;
    // `pending_complete_` when it is the whole line.
    std::string pending_;
    bool pending_complete_ = false;
};

// Writes `body` as one frame and flushes.
void write_frame(std::ostream& out, std::string_view body);
// One frame whose body is the pieces one after the other (a large answer
// written around its envelope without being copied into it).
void write_frame(std::ostream& out, std::initializer_list<std::string_view> pieces);

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
