// NFC normalisation through ICU's UTF-8 entry points (no UTF-16 round trip).
#include <hcl/unicode.hpp>

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/stringpiece.h>

HCL_BEGIN_NAMESPACE
namespace unicode {

namespace {

// ICU owns the singleton; it is immutable and safe to share between threads.
const icu::Normalizer2* nfc_instance() noexcept {
    static const icu::Normalizer2* const instance = [] {
        UErrorCode status = U_ZERO_ERROR;
        const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
        return U_SUCCESS(status) ? n : nullptr;
    }();
    return instance;
}

icu::StringPiece piece(std::string_view s) {
    return icu::StringPiece(s.data(), static_cast<std::int32_t>(s.size()));
}

// Calls `valid(chunk)` for each well-formed stretch and `invalid(byte)` for
// each byte of an ill-formed sequence, in order.
template <class Valid, class Invalid>
void split_at_invalid(std::string_view text, Valid&& valid, Invalid&& invalid) {
    while (!text.empty()) {
        const std::size_t bad = find_invalid_utf8(text);
        if (bad == std::string_view::npos) {
            valid(text);
            return;
        }
        if (bad > 0) valid(text.substr(0, bad));
        invalid(text.substr(bad, 1));
        text.remove_prefix(bad + 1);
    }
}

}  // namespace

std::string to_nfc(std::string_view text) {
    if (is_ascii(text)) return std::string(text);
    const icu::Normalizer2* nfc = nfc_instance();
    if (nfc == nullptr) return std::string(text);  // no ICU data: leave text as is
    std::string out;
    out.reserve(text.size());
    split_at_invalid(
        text,
        [&](std::string_view chunk) {
            UErrorCode status = U_ZERO_ERROR;
            if (nfc->isNormalizedUTF8(piece(chunk), status) && U_SUCCESS(status)) {
                out.append(chunk);
                return;
            }
            std::string normal;
            icu::StringByteSink<std::string> sink(&normal);
            status = U_ZERO_ERROR;
            nfc->normalizeUTF8(0, piece(chunk), sink, nullptr, status);
            out.append(U_SUCCESS(status) ? std::string_view(normal) : chunk);
        },
        [&](std::string_view byte) { out.append(byte); });
    return out;
}

bool is_nfc(std::string_view text) noexcept {
    if (is_ascii(text)) return true;
    const icu::Normalizer2* nfc = nfc_instance();
    if (nfc == nullptr) return true;
    bool normal = true;
    split_at_invalid(
        text,
        [&](std::string_view chunk) {
            if (!normal) return;
            UErrorCode status = U_ZERO_ERROR;
            normal = nfc->isNormalizedUTF8(piece(chunk), status) && U_SUCCESS(status);
        },
        [](std::string_view) {});
    return normal;
}

}  // namespace unicode
HCL_END_NAMESPACE
