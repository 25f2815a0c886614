// file: URIs (RFC 8089) as clients send them.
#include "lsp/server/file_uri.hpp"

#include <charconv>
#include <system_error>

HCL_BEGIN_NAMESPACE
namespace lsp {
namespace server_detail {

namespace {

// The byte a "%XX" at `at` encodes; nullopt when there is none.
std::optional<char> percent_encoded(std::string_view s, std::size_t at) noexcept {
    if (s[at] != '%' || at + 3 > s.size()) return std::nullopt;
    unsigned value = 0;
    const auto [end, error] = std::from_chars(s.data() + at + 1, s.data() + at + 3, value, 16);
    if (error != std::errc() || end != s.data() + at + 3) return std::nullopt;
    return static_cast<char>(value);
}

bool drive_letter_at(std::string_view s, std::size_t i) noexcept {
    return s.size() > i + 1 && s[i + 1] == ':' &&
           ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z'));
}

}  // namespace

std::optional<std::string> path_of_uri(std::string_view uri) {
    constexpr std::string_view scheme = "file://";
    if (!uri.starts_with(scheme)) return std::nullopt;
    uri.remove_prefix(scheme.size());
    // An authority (a host) before the path: only the local one is a file here.
    const auto slash = uri.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto host = uri.substr(0, slash);
    if (!host.empty() && host != "localhost") return std::nullopt;
    uri.remove_prefix(slash);
    std::string path;
    for (std::size_t i = 0; i < uri.size(); ++i) {
        if (uri[i] == '?' || uri[i] == '#') break;
        if (const auto byte = percent_encoded(uri, i)) {
            path.push_back(*byte);
            i += 2;
        } else {
            path.push_back(uri[i]);
        }
    }
    // "/c:/x" is Windows' "c:/x".
    if (drive_letter_at(path, 1)) path.erase(0, 1);
    return path;
}

std::string uri_of_path(std::string_view path) {
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string uri = "file://";
    if (!path.starts_with('/')) uri += '/';
    for (const char c : path) {
        const auto u = static_cast<unsigned char>(c);
        const bool plain = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
                           (u >= '0' && u <= '9') ||
                           std::string_view("-._~/").find(c) != std::string_view::npos;
        if (plain) {
            uri.push_back(c);
        } else {
            uri.push_back('%');
            uri.push_back(digits[u >> 4]);
            uri.push_back(digits[u & 15]);
        }
    }
    return uri;
}

std::optional<std::string> path_under(std::string_view path, std::string_view root) {
    while (root.size() > 1 && root.back() == '/') root.remove_suffix(1);
    if (root.empty() || root == "/")
        return path.starts_with('/') ? std::optional(std::string(path.substr(1))) : std::nullopt;
    if (path.size() <= root.size() + 1 || !path.starts_with(root) || path[root.size()] != '/')
        return std::nullopt;
    return std::string(path.substr(root.size() + 1));
}

}  // namespace server_detail
}  // namespace lsp
HCL_END_NAMESPACE
