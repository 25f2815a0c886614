// Every ICU call hclcpp makes (src/unicode/, src/stdlib/), linked natively
// against the distribution's static ICU by scripts/build-wasm.sh: the archive
// members the linker pulls in are the ICU sources compiled for WebAssembly.
// A call added to hclcpp and missing here shows up as an undefined symbol
// when the binding is linked.
#include <unicode/brkiter.h>
#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

#include <memory>
#include <string>

int main(int argc, char**) {
    UErrorCode status = U_ZERO_ERROR;
    // Grapheme clusters (src/unicode/grapheme.cpp).
    std::unique_ptr<icu::BreakIterator> breaker(
        icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    UText* text = utext_openUTF8(nullptr, "abc", 3, &status);
    std::unique_ptr<icu::BreakIterator> copy(breaker->clone());
    copy->setText(text, status);
    copy->first();
    copy->next();
    utext_close(text);
    // NFC (src/unicode/normalize.cpp).
    const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
    std::string out;
    icu::StringByteSink<std::string> sink(&out);
    nfc->normalizeUTF8(0, icu::StringPiece("a"), sink, nullptr, status);
    nfc->isNormalizedUTF8(icu::StringPiece("a"), status);
    // Character properties and simple case mapping (src/stdlib/).
    return u_isalpha(argc) + u_isdigit(argc) + static_cast<int>(u_toupper(argc)) + static_cast<int>(u_tolower(argc)) +
           static_cast<int>(u_totitle(argc));
}
