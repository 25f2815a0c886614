// Content-Length framing, tolerant of what a broken client may send.
#include "lsp/server/framing.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <istream>
#include <optional>
#include <ostream>
#include <string>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

constexpr std::size_t max_header_line = 1024;
constexpr std::string_view content_length = "content-length:";

bool same_letter(char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        if (!same_letter(text[i], prefix[i])) return false;
    }
    return true;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// A header's name: letters, digits and dashes.
bool is_header_name(std::string_view name) {
    for (char c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-') return false;
    }
    return true;
}

frame malformed(std::string why) { return {frame::kind::malformed, std::move(why)}; }

}  // namespace

bool frame_reader::read_header_line(std::string& line, bool& too_long) {
    line = std::move(pending_);
    pending_.clear();
    too_long = false;
    if (pending_complete_) {
        pending_complete_ = false;
        return true;
    }
    auto* buf = in_.rdbuf();
    for (;;) {
        const auto c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in_.setstate(std::ios::eofbit);
            return false;
        }
        if (c == '\n') break;
        line.push_back(static_cast<char>(c));
        if (line.size() > max_header_line) {
            too_long = true;
            return true;
        }
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return true;
}

bool frame_reader::skip_to_content_length() {
    auto* buf = in_.rdbuf();
    std::size_t matched = 0;
    while (matched < content_length.size()) {
        const auto c = buf->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in_.setstate(std::ios::eofbit);
            return false;
        }
        if (same_letter(static_cast<char>(c), content_length[matched])) {
            ++matched;
        } else {
            // The pattern has no repeated prefix but 'c' itself can start it.
            matched = same_letter(static_cast<char>(c), content_length[0]) ? 1 : 0;
        }
    }
    return true;
}

frame frame_reader::resync(const std::string& line, std::string why) {
    // A Content-Length glued to the end of garbage (a body longer than its
    // length said) starts the next frame.
    for (std::size_t at = 1; at + content_length.size() <= line.size(); ++at) {
        if (starts_with_ignoring_case(std::string_view(line).substr(at), content_length)) {
            pending_ = line.substr(at);
            pending_complete_ = true;
            return malformed(std::move(why));
        }
    }
    if (skip_to_content_length()) pending_ = "Content-Length:";
    return malformed(std::move(why));
}

frame frame_reader::next() {
    std::optional<std::size_t> length;
    std::string line;
    bool too_long = false;
    bool any_header = false;
    for (;;) {
        if (!read_header_line(line, too_long)) return {};
        if (too_long) return resync({}, "a header line longer than " + std::to_string(max_header_line) + " bytes");
        if (line.empty()) {
            if (!any_header) continue;  // blank lines between frames are harmless
            break;
        }
        any_header = true;
        const auto colon = line.find(':');
        if (colon == std::string::npos || colon == 0 || !is_header_name(std::string_view(line).substr(0, colon))) {
            return resync(line, "a header line that is not `Name: value`");
        }
        if (!starts_with_ignoring_case(line, content_length)) continue;  // Content-Type and others
        const std::string_view value = trim(std::string_view(line).substr(content_length.size()));
        std::size_t n = 0;
        const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
            return resync({}, "a Content-Length that is not a number");
        }
        if (n > max_message_size) {
            return resync({}, "a Content-Length above the limit of " + std::to_string(max_message_size) + " bytes");
        }
        length = n;
    }
    if (!length) return resync({}, "a frame without a Content-Length header");
    // The first MiB is read before the rest is allocated, so that a
    // Content-Length the stream does not hold costs no more memory than
    // the bytes that came; the body then gets exactly its length (growing
    // the string would double its capacity: 2 MiB for a 1.1 MB document).
    constexpr std::size_t first_step = std::size_t{1} << 20;
    frame out{frame::kind::message, {}};
    const auto read = [&](std::size_t from, std::size_t to) {
        const auto want = static_cast<std::streamsize>(to - from);
        if (in_.rdbuf()->sgetn(out.body.data() + from, want) == want) return true;
        in_.setstate(std::ios::eofbit);
        return false;
    };
    const std::size_t first = std::min(first_step, *length);
    out.body.resize(first);
    if (!read(0, first)) return {};
    if (first < *length) {
        std::string whole;
        whole.reserve(*length);
        whole.append(out.body);
        whole.resize(*length);
        out.body = std::move(whole);
        if (!read(first, *length)) return {};
    }
    return out;
}

bool frame_reader::more_waiting() const {
    return !pending_.empty() || in_.rdbuf()->in_avail() > 0;
}

void write_frame(std::ostream& out, std::string_view body) { write_frame(out, {body}); }

void write_frame(std::ostream& out, std::initializer_list<std::string_view> pieces) {
    std::size_t size = 0;
    for (const auto piece : pieces) size += piece.size();
    out << "Content-Length: " << size << "\r\n\r\n";
    for (const auto piece : pieces) out.write(piece.data(), static_cast<std::streamsize>(piece.size()));
    out.flush();
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
